/**
 * Virtual try-on, the first studio module (docs/studios.md): the local engine (a catalogue
 * overlay, server/engines/local/README.md) or fal's FASHN, each given the model, the garment
 * and the garment's category.
 */
import { createReplicateTryOnEngine } from '../engines/replicate/replicate-engines';
import { replicateTryOnConnection } from '../engines/replicate/replicate-connection';
import type { TryOnEngine } from '../engines/engine';
import { falConnection } from '../engines/fal/fal-connection';
import { createFalTryOnEngine } from '../engines/fal/fal-tryon-engine';
import { createLocalTryOnEngine } from '../engines/local/tryon-engine';
import type { StudioModule } from './studio-module';

export const VIRTUAL_TRYON_MODULE: StudioModule<'virtual-tryon', TryOnEngine> = {
  service: 'virtual-tryon',
  engines: {
    local: () => createLocalTryOnEngine(),
    fal: (context) => createFalTryOnEngine(falConnection(context)),
    replicate: (context) => createReplicateTryOnEngine(replicateTryOnConnection(context)),
  },
  run: (engine, { inputs, params }, run) =>
    engine.tryOn({ model: inputs.model, garment: inputs.garment, category: params.category }, run),
};
