/**
 * Picks each service's engine by configuration (DESIGN.md §4, AI_ENGINE_<SERVICE>): the local
 * engine by default, fal with FAL_KEY. A configuration no engine can serve stops the process at
 * start with a message that says what to change, never at the first job.
 */
import type { AiEngine, Config } from '../config';
import type { GenerationEngines } from '../modules/generations/generation-runner';
import { StartupError } from '../startup-error';
import type { TryOnEngine } from './engine';
import { createFalTryOnEngine } from './fal/fal-tryon-engine';
import { createLocalTryOnEngine } from './local/tryon-engine';

type EngineConfig = Pick<Config, 'AI_ENGINE_VIRTUAL_TRYON' | 'FAL_KEY' | 'FAL_BASE_URL'>;

export function createEngines(config: EngineConfig): GenerationEngines {
  return { tryOn: tryOnEngine(config) };
}

function tryOnEngine(config: EngineConfig): TryOnEngine {
  const engine: AiEngine = config.AI_ENGINE_VIRTUAL_TRYON;
  switch (engine) {
    case 'local':
      return createLocalTryOnEngine();
    case 'fal':
      if (!config.FAL_KEY) {
        throw new StartupError(
          'AI_ENGINE_VIRTUAL_TRYON is fal (or AI_ENGINE is), which needs FAL_KEY: set it, or use local.',
        );
      }
      return createFalTryOnEngine({ key: config.FAL_KEY, baseUrl: config.FAL_BASE_URL });
    case 'replicate':
      throw new StartupError(
        'AI_ENGINE_VIRTUAL_TRYON=replicate: Replicate is not supported yet for virtual try-on. ' +
          'Use local or fal.',
      );
  }
}
