/**
 * The engine each studio module's generations are queued for, by configuration
 * (AI_ENGINE_<SERVICE>): what a generation records as its `engine` and `quality` before a
 * worker runs it, and what GET /api/studios shows; with each studio's request check. The API
 * process needs only these labels, not the engines (whose models a worker loads).
 */
import { type Config, type EngineVariable, engineVariableOf } from '../../config';
import type { ServiceSlug } from '../../../common/studios/studios';
import { QUALITY_OF_ENGINE } from '../../engines/engine-factories';
import { type AnyStudioModule, studioLabel } from '../../studios/studio-module';
import { STUDIO_MODULES } from '../../studios/studio-modules';
import type { StudioEngineLabels } from './generations.service';

export function engineLabelsFrom(
  config: Pick<Config, EngineVariable<ServiceSlug>>,
  studios: readonly AnyStudioModule[] = STUDIO_MODULES,
): StudioEngineLabels {
  return Object.fromEntries(
    studios.map((studio) => {
      const name = config[engineVariableOf(studio.service)];
      return [studio.service, studioLabel(studio, { name, quality: QUALITY_OF_ENGINE[name] })];
    }),
  );
}
