/**
 * How long generations take, measured from the generations themselves: per studio and engine,
 * the median time from the request to the result over the latest successful runs.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generations } from '../../db/schema';

export interface RunDurationRow {
  service: string;
  engine: string;
  /** Median seconds from the request (created_at) to the result (finished_at). */
  medianSeconds: number;
  /** How many runs the median is taken over. */
  runs: number;
}

export function createRunDurationsRepository(db: Database) {
  return {
    /** The median of each studio and engine's latest `latest` successful runs. */
    async medians(latest: number): Promise<RunDurationRow[]> {
      const g = generations;
      const result = await db.execute(sql`
        SELECT service, engine,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) AS median_s,
               count(*) AS runs
        FROM (
          SELECT ${g.service} AS service, ${g.engine} AS engine,
                 EXTRACT(EPOCH FROM ${g.finishedAt} - ${g.createdAt}) AS seconds,
                 row_number() OVER (
                   PARTITION BY ${g.service}, ${g.engine} ORDER BY ${g.finishedAt} DESC
                 ) AS recency
          FROM ${g}
          WHERE ${g.status} = 'success' AND ${g.finishedAt} IS NOT NULL
        ) AS latest_runs
        WHERE recency <= ${latest}
        GROUP BY service, engine`);
      // Both drivers answer { rows }; numeric and bigint come back as strings on node-postgres.
      const { rows } = result as unknown as {
        rows: {
          service: string;
          engine: string;
          median_s: number | string;
          runs: number | string;
        }[];
      };
      return rows.map((row) => ({
        service: row.service,
        engine: row.engine,
        medianSeconds: Number(row.median_s),
        runs: Number(row.runs),
      }));
    },
  };
}
export type RunDurationsRepository = ReturnType<typeof createRunDurationsRepository>;
