/**
 * 'Test connection' on the Engines page (docs/engines.md "The Engines page"): one cheap
 * authenticated call per provider, which costs nothing and runs no model.
 *
 * - fal: the status of a request that does not exist, under FASHN's app: 401/403 when the key is
 *   refused, 404 when it is accepted.
 * - Replicate: `GET /account`, which names the account the token belongs to.
 * - Cog: `GET /health-check`, READY or BUSY when the model is loaded.
 *
 * A call that gets no answer (refused, timed out, not HTTP, a bad certificate) reads the same
 * whatever happened, so the test cannot map which hosts and ports answer; the log has why.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ConnectionTestResponse } from '../../../common/contracts/engine-settings';
import type { AiEngine } from '../../../common/engines';
import type { EngineConfig } from '../../engines/engine-factories';
import { FAL_QUEUE_URL } from '../../engines/fal/fal-queue-client';
import { REPLICATE_API_URL } from '../../engines/replicate/replicate-client';

/** Longest a test may wait for the provider, in ms. */
export const CONNECTION_TEST_TIMEOUT_MS = 10_000;
const NO_SUCH_REQUEST = '00000000-0000-4000-8000-000000000000';

/** What every call that got no answer says. */
export const UNREACHABLE: ConnectionTestResponse = {
  ok: false,
  code: 'unreachable',
  detail: 'Could not reach the provider.',
};

/** The base URL a test of `engine` calls with `config` (null for the built-in engine). */
export function testedBaseUrl(engine: AiEngine, config: EngineConfig): string | null {
  if (engine === 'fal') return config.FAL_BASE_URL ?? FAL_QUEUE_URL;
  if (engine === 'replicate') {
    const cog = config.REPLICATE_PROTOCOL === 'cog';
    return config.REPLICATE_BASE_URL ?? (cog ? null : REPLICATE_API_URL);
  }
  return null;
}

export async function testConnection(
  engine: AiEngine,
  config: EngineConfig,
  logger: Pick<FastifyBaseLogger, 'warn'>,
  fetchImpl: typeof fetch = fetch,
): Promise<ConnectionTestResponse> {
  const get = async (url: string, headers: Record<string, string>) =>
    fetchImpl(url, { headers, signal: AbortSignal.timeout(CONNECTION_TEST_TIMEOUT_MS) });
  try {
    switch (engine) {
      case 'local':
        return { ok: true, detail: 'The built-in engine runs on this server: nothing to connect.' };
      case 'fal': {
        if (!config.FAL_KEY) return { ok: false, code: 'no_fal_key', detail: 'No fal key is set.' };
        const base = (config.FAL_BASE_URL ?? FAL_QUEUE_URL).replace(/\/+$/, '');
        const response = await get(`${base}/fal-ai/fashn/requests/${NO_SUCH_REQUEST}/status`, {
          authorization: `Key ${config.FAL_KEY}`,
        });
        await response.body?.cancel();
        if (response.status === 401 || response.status === 403) {
          return { ok: false, detail: `fal refused the key (${response.status}).` };
        }
        if (response.status >= 500)
          return { ok: false, detail: `fal answered ${response.status}.` };
        return { ok: true, detail: `fal accepted the key (${new URL(base).host}).` };
      }
      case 'replicate':
        // Awaited here, so that a failed call is caught below.
        return await (config.REPLICATE_PROTOCOL === 'cog'
          ? testCog(config, get)
          : testReplicate(config, get));
    }
  } catch (error) {
    logger.warn({ err: error, engine }, 'engine connection test: no answer from the provider');
    return UNREACHABLE;
  }
}

type Get = (url: string, headers: Record<string, string>) => Promise<Response>;

async function testReplicate(config: EngineConfig, get: Get): Promise<ConnectionTestResponse> {
  if (!config.REPLICATE_API_TOKEN) {
    return { ok: false, code: 'no_replicate_token', detail: 'No Replicate token is set.' };
  }
  const base = (config.REPLICATE_BASE_URL ?? REPLICATE_API_URL).replace(/\/+$/, '');
  const response = await get(`${base}/account`, {
    authorization: `Bearer ${config.REPLICATE_API_TOKEN}`,
  });
  if (!response.ok) {
    await response.body?.cancel();
    return { ok: false, detail: `Replicate refused the token (${response.status}).` };
  }
  const account = (await response.json().catch(() => ({}))) as { username?: unknown };
  const name = typeof account.username === 'string' ? account.username : 'unknown';
  return { ok: true, detail: `Replicate account: ${name}.` };
}

async function testCog(config: EngineConfig, get: Get): Promise<ConnectionTestResponse> {
  if (!config.REPLICATE_BASE_URL) {
    return { ok: false, code: 'no_cog_url', detail: 'No Cog container URL is set.' };
  }
  const base = config.REPLICATE_BASE_URL.replace(/\/+$/, '');
  const headers: Record<string, string> = config.REPLICATE_API_TOKEN
    ? { authorization: `Bearer ${config.REPLICATE_API_TOKEN}` }
    : {};
  const response = await get(`${base}/health-check`, headers);
  const health = (await response.json().catch(() => ({}))) as { status?: unknown };
  const status = typeof health.status === 'string' ? health.status : `HTTP ${response.status}`;
  const ready = status === 'READY' || status === 'BUSY';
  return { ok: ready, detail: `Cog container: ${status}.` };
}
