/**
 * GET /api/studios's answer (common/contracts/studios.ts): the registry's facts with each
 * studio's engine as this server is configured. It changes only with a deploy or a restart,
 * so it is built once, with an ETag of its bytes.
 */
import { createHash } from 'node:crypto';
import type { StudioDescription, StudiosResponse } from '../../../common/contracts/studios';
import { describeParams, enumOptions } from '../../../common/studios/params';
import type { StudioFacts } from '../../../common/studios/studio';
import { STUDIO_RICH_OPTIONS } from '../../../common/studios/studio-options';
import { type ServiceSlug, STUDIOS_IN_ORDER } from '../../../common/studios/studios';
import type { StudioEngineLabels } from './generations.service';

export interface StudioCatalog {
  body: StudiosResponse;
  /**
   * A validator of `body`, as the header carries it: weak, because compression changes the
   * bytes sent but not what they mean.
   */
  etag: string;
}

function describe(studio: StudioFacts, engines: StudioEngineLabels): StudioDescription {
  const engine = engines[studio.service as keyof StudioEngineLabels];
  return {
    service: studio.service as StudioDescription['service'],
    path: studio.path,
    legacy_path: studio.legacyPath,
    cost: studio.cost,
    order: studio.order,
    icon: studio.icon,
    inputs: studio.inputs.map(({ field, role, required, samples }) => ({
      field,
      role,
      required,
      samples: samples ?? null,
    })),
    params: describeParams(studio.params) as StudioDescription['params'],
    required_one_of: (studio.requiredOneOf ?? []).map((group) => [...group]),
    options: {
      ...Object.fromEntries(
        Object.entries(enumOptions(studio.params)).map(([name, values]) => [name, [...values]]),
      ),
      ...STUDIO_RICH_OPTIONS[studio.service as ServiceSlug]?.(),
    },
    available: Boolean(engine),
    engine: engine?.name ?? null,
    quality: engine?.quality ?? null,
  };
}

export function createStudioCatalog(engines: StudioEngineLabels): StudioCatalog {
  const body = { studios: STUDIOS_IN_ORDER.map((studio) => describe(studio, engines)) };
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
  return { body, etag: `W/"${hash.slice(0, 27)}"` };
}
