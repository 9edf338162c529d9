/**
 * The Engines page's settings in a server or worker process (docs/engines.md "The Engines
 * page"): applied once before the process takes work, then, with several processes sharing
 * PostgreSQL, read again every ENGINE_SETTINGS_REFRESH_MS, so a change made in one API process
 * reaches every other process's next job. On PGlite there is one process, changed in place.
 */
import { createEngineSettings, type EngineSettingsDependencies } from './engine-settings.service';

export const ENGINE_SETTINGS_REFRESH_MS = 10_000;

export async function startEngineSettings(
  deps: EngineSettingsDependencies,
  onShutdown: (name: string, close: () => Promise<unknown>) => void,
) {
  const engineSettings = createEngineSettings(deps);
  await engineSettings.apply();
  if (deps.config.DATABASE_URL) {
    const timer = setInterval(() => {
      engineSettings.apply().catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'could not read the engine settings; keeping the last');
      });
    }, ENGINE_SETTINGS_REFRESH_MS);
    timer.unref();
    onShutdown('engine settings refresh', async () => clearInterval(timer));
  }
  return engineSettings;
}
