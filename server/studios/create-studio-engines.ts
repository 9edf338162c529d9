/**
 * The engine registry at work (docs/studios.md "Engines"): for each studio module, the engine
 * its AI_ENGINE_<SERVICE> chooses (AI_ENGINE by default, `local` unless set), made at start.
 * A choice the studio has no engine for, or one whose keys are missing, stops the start here
 * with a message that says what to change, never at the first job.
 */
import type { ServiceSlug } from '../../common/studios/studios';
import { type AiEngine, type Config, type EngineVariable, engineVariableOf } from '../config';
import type { EngineConfig } from '../engines/engine-factories';
import { StartupError } from '../startup-error';
import { bindStudio, type AnyStudioModule, type StudioEngines } from './studio-module';
import { STUDIO_MODULES } from './studio-modules';

const ENGINE_NAMES: Record<AiEngine, string> = {
  local: 'local',
  fal: 'fal',
  replicate: 'Replicate',
};

type ChoiceConfig = EngineConfig & Pick<Config, EngineVariable<ServiceSlug>>;

export function createEngines(
  config: ChoiceConfig,
  studios: readonly AnyStudioModule[] = STUDIO_MODULES,
): StudioEngines {
  return Object.fromEntries(
    studios.map((studio) => [studio.service, createStudioEngine(studio, config)]),
  );
}

function createStudioEngine(studio: AnyStudioModule, config: ChoiceConfig) {
  const variable = engineVariableOf(studio.service);
  const choice = config[variable];
  const factory = studio.engines[choice];
  if (!factory) {
    const offered = Object.keys(studio.engines).join(' or ');
    throw new StartupError(
      `${variable}=${choice}: ${ENGINE_NAMES[choice]} is not supported yet for ${studio.service}. ` +
        `Use ${offered}.`,
    );
  }
  return bindStudio(studio, factory({ config, variable }));
}
