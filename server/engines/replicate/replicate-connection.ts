/**
 * The Replicate connection of an engine chosen by configuration (docs/engines.md "Replicate and
 * Cog"): Replicate's hosted API needs REPLICATE_API_TOKEN; a Cog container of our own
 * (REPLICATE_PROTOCOL=cog) needs REPLICATE_BASE_URL, and a token only if a proxy asks for one.
 */
import { StartupError } from '../../startup-error';
import type { EngineContext } from '../engine-factories';
import type { ReplicateClientOptions } from './replicate-client';

export function replicateConnection({ config, variable }: EngineContext): ReplicateClientOptions {
  const protocol = config.REPLICATE_PROTOCOL ?? 'hosted';
  if (protocol === 'cog' && !config.REPLICATE_BASE_URL) {
    throw new StartupError(
      `${variable} is replicate with REPLICATE_PROTOCOL=cog, which needs REPLICATE_BASE_URL: ` +
        'set it to your Cog container (http://gpu-host:5000), or use local.',
    );
  }
  if (protocol === 'hosted' && !config.REPLICATE_API_TOKEN) {
    throw new StartupError(
      `${variable} is replicate (or AI_ENGINE is), which needs REPLICATE_API_TOKEN: set it, ` +
        'or point REPLICATE_BASE_URL at your own Cog container with REPLICATE_PROTOCOL=cog, or use local.',
    );
  }
  return { protocol, baseUrl: config.REPLICATE_BASE_URL, token: config.REPLICATE_API_TOKEN };
}

/**
 * Try-on's connection, with its model: no default on Replicate, because the try-on models there
 * are mostly under non-commercial licences (IDM-VTON, OOTDiffusion); a Cog container serves the
 * one model it was built with.
 */
export function replicateTryOnConnection(
  context: EngineContext,
): ReplicateClientOptions & { model: string } {
  const connection = replicateConnection(context);
  const model = context.config.REPLICATE_TRYON_MODEL;
  if (connection.protocol === 'cog') return { ...connection, model: model ?? 'cog' };
  if (!model) {
    throw new StartupError(
      `${context.variable} is replicate, which needs REPLICATE_TRYON_MODEL (owner/name:version) ` +
        'of a try-on model whose licence allows commercial use; or run one in your own Cog container.',
    );
  }
  return { ...connection, model };
}
