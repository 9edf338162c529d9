/**
 * How long generations take, measured from the generations themselves: per studio and engine,
 * the median time from the request to the result over the latest successful runs. Each pair
 * reads at most `latest` rows through generations_success_finished_idx, so the cost does not
 * grow with the history.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

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
    /** The median of the latest `latest` successful runs of each studio on its engine. */
    async medians(
      pairs: { service: string; engine: string }[],
      latest: number,
    ): Promise<RunDurationRow[]> {
      if (pairs.length === 0) return [];
      const wanted = sql.join(
        pairs.map(({ service, engine }) => sql`(${service}::text, ${engine}::text)`),
        sql`, `,
      );
      const result = await db.execute(sql`
        SELECT wanted.service, wanted.engine,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY runs.seconds) AS median_s,
               count(runs.seconds) AS runs
        FROM (VALUES ${wanted}) AS wanted(service, engine)
        CROSS JOIN LATERAL (
          SELECT EXTRACT(EPOCH FROM g.finished_at - g.created_at) AS seconds
          FROM generations AS g
          WHERE g.service = wanted.service AND g.engine = wanted.engine
            AND g.status = 'success' AND g.finished_at IS NOT NULL
          ORDER BY g.finished_at DESC
          LIMIT ${latest}
        ) AS runs
        GROUP BY wanted.service, wanted.engine`);
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
