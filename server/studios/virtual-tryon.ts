/**
 * Virtual try-on, the first studio module (docs/studios.md): the local engine (a catalogue
 * overlay, server/engines/local/README.md) or fal's FASHN, each given the model, the garment
 * and the garment's category. Before the charge, the model photo must show one person, shoulders
 * to hips, big enough to dress; on the local engine also facing the camera with the arms clear
 * of the torso (docs/photo-check.md). The shipped sample models are our own drawings, which no
 * detector sees as people: they pass.
 */
import { createReplicateTryOnEngine } from '../engines/replicate/replicate-engines';
import { replicateTryOnConnection } from '../engines/replicate/replicate-connection';
import type { TryOnEngine } from '../engines/engine';
import { falConnection } from '../engines/fal/fal-connection';
import { createFalTryOnEngine } from '../engines/fal/fal-tryon-engine';
import { checkPersonPhoto } from '../engines/local/person-check';
import { createLocalTryOnEngine } from '../engines/local/tryon-engine';
import { InputRefusal, type StudioModule } from './studio-module';

export const VIRTUAL_TRYON_MODULE: StudioModule<'virtual-tryon', TryOnEngine> = {
  service: 'virtual-tryon',
  engines: {
    local: () => createLocalTryOnEngine(),
    fal: (context) => createFalTryOnEngine(falConnection(context)),
    replicate: (context) => createReplicateTryOnEngine(replicateTryOnConnection(context)),
  },
  async check({ inputs }, engine) {
    const { model } = inputs;
    if (model.sample || model.anchors) return;
    // Hosted models redraw the body, so a turned pose or crossed arms are theirs to handle.
    const problem = await checkPersonPhoto(model.bytes, { pose: engine.name === 'local' });
    if (problem) throw new InputRefusal({ model: { code: problem } });
  },
  run: (engine, { inputs, params }, run) =>
    engine.tryOn({ model: inputs.model, garment: inputs.garment, category: params.category }, run),
};
