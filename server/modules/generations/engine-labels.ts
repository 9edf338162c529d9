/**
 * The engine each service's generations are queued for, by configuration (AI_ENGINE_*): what a
 * generation records as its `engine` and `quality` before a worker runs it. The API process
 * needs only these labels, not the engines (whose models a worker loads).
 */
import type { GenerationService } from '../../../common/contracts/generations';
import type { AiEngine, Config } from '../../config';
import type { EngineLabel } from './generations.service';

/** The local engine is an honest preview (research/local-ai.md §9); hosted models are not. */
const QUALITY_OF: Record<AiEngine, EngineLabel['quality']> = {
  local: 'preview',
  fal: 'standard',
  replicate: 'standard',
};

export function engineLabelsFrom(
  config: Pick<Config, 'AI_ENGINE_VIRTUAL_TRYON'>,
): Partial<Record<GenerationService, EngineLabel>> {
  const tryOn = config.AI_ENGINE_VIRTUAL_TRYON;
  return { 'virtual-tryon': { name: tryOn, quality: QUALITY_OF[tryOn] } };
}
