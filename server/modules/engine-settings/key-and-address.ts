/**
 * A provider key goes only to the address it was saved with (docs/engines.md "The Engines page").
 * The form may keep the saved key (leave the field empty) or type one; it may not pair the saved
 * key — the page's, or an environment variable's — with a new base URL: that would hand the key
 * to whatever answers there. A typed key is tested with the form's own address only, nothing of
 * the saved settings or the environment mixed in.
 */
import { ERROR_CODES } from '../../../common/contracts/errors';
import type { AiEngine } from '../../../common/engines';
import type { EngineConfig } from '../../engines/engine-factories';
import { HttpError } from '../../http/errors';

/** The key a provider's calls carry with this configuration. */
export function keyOf(engine: AiEngine, config: EngineConfig): string | undefined {
  if (engine === 'fal') return config.FAL_KEY;
  if (engine === 'replicate') return config.REPLICATE_API_TOKEN;
  return undefined;
}

/** The base URL set for a provider (undefined: its own default address). */
function baseUrlOf(engine: AiEngine, config: EngineConfig): string | undefined {
  if (engine === 'fal') return config.FAL_BASE_URL;
  if (engine === 'replicate') return config.REPLICATE_BASE_URL;
  return undefined;
}

/**
 * Refuses settings that would send a key nobody typed to another address than the saved one.
 * `form` is what the form's values run with (an untyped key is the saved one), `saved` what the
 * saved settings run with.
 */
export function checkKeyStaysWithAddress(
  engine: AiEngine,
  form: EngineConfig,
  saved: EngineConfig,
): void {
  if (!keyOf(engine, form)) return;
  if (baseUrlOf(engine, form) === baseUrlOf(engine, saved)) return;
  throw new HttpError(
    400,
    ERROR_CODES.engineSecretRequired,
    'A new base URL needs the key typed again: the saved key is sent only to the address it was saved with.',
  );
}

/** The typed key and the form's address, and nothing else of the saved or server settings. */
export function typedPair(
  engine: AiEngine,
  secret: string,
  form: { baseUrl: string | null; replicateProtocol: EngineConfig['REPLICATE_PROTOCOL'] | null },
): EngineConfig {
  const baseUrl = form.baseUrl ?? undefined;
  if (engine === 'fal') return { FAL_KEY: secret, FAL_BASE_URL: baseUrl };
  if (engine === 'replicate') {
    const protocol = form.replicateProtocol ?? undefined;
    return {
      REPLICATE_API_TOKEN: secret,
      REPLICATE_BASE_URL: baseUrl,
      REPLICATE_PROTOCOL: protocol,
    };
  }
  return {};
}
