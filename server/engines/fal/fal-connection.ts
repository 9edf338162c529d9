/** The fal connection of an engine chosen by configuration: FAL_KEY is required for it. */
import { StartupError } from '../../startup-error';
import type { EngineContext } from '../engine-factories';
import type { FalQueueClientOptions } from './fal-queue-client';

export function falConnection({ config, variable }: EngineContext): FalQueueClientOptions {
  if (!config.FAL_KEY) {
    throw new StartupError(
      `${variable} is fal (or AI_ENGINE is), which needs FAL_KEY: set it, or use local.`,
    );
  }
  return { key: config.FAL_KEY, baseUrl: config.FAL_BASE_URL };
}
