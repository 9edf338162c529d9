/**
 * The wait each studio announces, measured rather than promised: GET /api/studios carries, for
 * each studio, the median time from request to result of its latest successful runs on the
 * engine it runs on here (docs/studios.md "How long a run takes"). Read from the generations
 * at most once a minute, so the list stays cheap to serve and its ETag changes only with them.
 */
import { createHash } from 'node:crypto';
import type { Clock } from '../../clock';
import type { RunDurationsRepository } from './run-durations.repository';
import type { StudioCatalog } from './studio-catalog.service';

/** The latest successful runs a median is taken over, per studio and engine. */
export const DURATION_SAMPLE_RUNS = 50;
/** Fewer runs than this give no median: a first run (cold models) says little. */
export const DURATION_MIN_RUNS = 3;
/** How long a measurement is reused before the generations are read again, in ms. */
export const DURATION_REFRESH_MS = 60_000;

export interface StudioDurations {
  /** `catalog` with each studio's measured wait, and an ETag of that answer. */
  apply(catalog: StudioCatalog): Promise<StudioCatalog>;
}

export function createStudioDurations(deps: {
  repository: RunDurationsRepository;
  clock: Clock;
}): StudioDurations {
  let kept: { at: number; source: string; catalog: StudioCatalog } | null = null;

  async function measured(catalog: StudioCatalog): Promise<StudioCatalog> {
    const pairs = catalog.body.studios.flatMap(({ service, engine }) =>
      engine ? [{ service, engine }] : [],
    );
    const medians = await deps.repository.medians(pairs, DURATION_SAMPLE_RUNS);
    const median = (service: string, engine: string | null) =>
      medians.find(
        (row) => row.service === service && row.engine === engine && row.runs >= DURATION_MIN_RUNS,
      );
    const body = {
      studios: catalog.body.studios.map((studio) => {
        const found = median(studio.service, studio.engine);
        return {
          ...studio,
          median_seconds: found ? Math.round(found.medianSeconds * 10) / 10 : null,
          median_runs: found?.runs ?? 0,
        };
      }),
    };
    const hash = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
    return { body, etag: `W/"${hash.slice(0, 27)}"` };
  }

  return {
    async apply(catalog) {
      const now = deps.clock().getTime();
      if (kept && kept.source === catalog.etag && now - kept.at < DURATION_REFRESH_MS) {
        return kept.catalog;
      }
      kept = { at: now, source: catalog.etag, catalog: await measured(catalog) };
      return kept.catalog;
    },
  };
}
