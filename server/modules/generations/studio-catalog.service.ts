/**
 * GET /api/studios's answer (common/contracts/studios.ts): the registry's facts with each
 * studio's engine as this server is configured. It changes with a deploy, a restart or the
 * admin Engines page, so it is rebuilt, with an ETag of its bytes, when an engine label changes.
 */
import { createHash } from 'node:crypto';
import type { StudiosResponse } from '../../../common/contracts/studios';
import { describeStudio } from '../../../common/studios/studio-description';
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

/** The catalog for the engines' labels as they are now (they change in place). */
export function createStudioCatalog(engines: StudioEngineLabels): () => StudioCatalog {
  let built: { labels: string; catalog: StudioCatalog } | undefined;
  return () => {
    const labels = JSON.stringify(
      STUDIOS_IN_ORDER.map(({ service }) => {
        const engine = engines[service as ServiceSlug];
        return engine && [engine.name, engine.quality];
      }),
    );
    if (built?.labels !== labels) built = { labels, catalog: build(engines) };
    return built.catalog;
  };
}

function build(engines: StudioEngineLabels): StudioCatalog {
  const body = {
    studios: STUDIOS_IN_ORDER.map((studio) =>
      describeStudio(studio, engines[studio.service as ServiceSlug]),
    ),
  };
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
  return { body, etag: `W/"${hash.slice(0, 27)}"` };
}
