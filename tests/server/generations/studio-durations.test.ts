/**
 * The wait GET /api/studios announces per studio: the median time from request to result of the
 * studio's latest successful runs on the engine it runs on here, read from the generations
 * themselves (docs/studios.md "How long a run takes").
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { studiosResponseSchema } from '../../../common/contracts/studios';
import { generations } from '../../../server/db/schema';
import {
  DURATION_MIN_RUNS,
  DURATION_REFRESH_MS,
  DURATION_SAMPLE_RUNS,
} from '../../../server/modules/generations/studio-durations.service';
import { createUser } from '../helpers/accounts';
import { createTestClock } from '../helpers/test-clock';
import { createTestApp, type TestApp } from '../test-app';

const clock = createTestClock();
let server: TestApp;
let userId: string;
/** The engine try-on runs on in this server. */
let engine: string;

beforeAll(async () => {
  server = await createTestApp({ clock: clock.now });
  userId = (await createUser(server)).id;
  engine = (await tryOn()).engine!;
});
afterAll(() => server.close());
// Each test starts past the last measurement, so it reads the generations afresh.
beforeEach(() => clock.advance(DURATION_REFRESH_MS + 1));

async function studios(headers: Record<string, string> = {}) {
  const response = await server.app.inject({ method: 'GET', url: '/api/studios', headers });
  const body = response.statusCode === 200 ? response.json() : { studios: [] };
  return { response, studios: studiosResponseSchema.parse(body).studios };
}

async function tryOn() {
  const { studios: all } = await studios();
  return all.find((studio) => studio.service === 'virtual-tryon')!;
}

/** Finished runs of try-on, each `seconds` long, ending one after another from `endingAt`. */
async function insertRuns(
  runs: { seconds: number; engine?: string; status?: 'success' | 'failed' }[],
  endingAt = Date.now(),
) {
  await server.database.db.insert(generations).values(
    runs.map((run, index) => {
      const finishedAt = new Date(endingAt - (runs.length - index) * 1000);
      return {
        userId,
        service: 'virtual-tryon' as const,
        status: run.status ?? ('success' as const),
        engine: run.engine ?? engine,
        quality: 'preview' as const,
        creditsCharged: 1,
        inputs: [],
        createdAt: new Date(finishedAt.getTime() - run.seconds * 1000),
        startedAt: new Date(finishedAt.getTime() - run.seconds * 1000),
        finishedAt,
      };
    }),
  );
}

describe('GET /api/studios: how long a run takes here', () => {
  it('says nothing before the studio has run a few times', async () => {
    expect(await tryOn()).toMatchObject({ median_seconds: null, median_runs: 0 });
    await insertRuns(Array.from({ length: DURATION_MIN_RUNS - 1 }, () => ({ seconds: 2 })));
    clock.advance(DURATION_REFRESH_MS + 1);
    expect(await tryOn()).toMatchObject({ median_seconds: null, median_runs: 0 });
  });

  it('gives the median of the successful runs on the engine it runs on, not of other engines or failures', async () => {
    // With the two 2 s runs above: 1, 2, 2, 3, 4, 100 s on this engine → a median of 2.5 s.
    await insertRuns([
      { seconds: 1 },
      { seconds: 3 },
      { seconds: 4 },
      { seconds: 100 },
      { seconds: 40, engine: 'fal' },
      { seconds: 45, engine: 'fal' },
      { seconds: 41, engine: 'fal' },
      { seconds: 900, status: 'failed' },
    ]);
    expect(await tryOn()).toMatchObject({ median_seconds: 2.5, median_runs: 6 });
  });

  it(`counts only the latest ${DURATION_SAMPLE_RUNS} runs, so the figure follows the engine as it is now`, async () => {
    await insertRuns(Array.from({ length: DURATION_SAMPLE_RUNS }, () => ({ seconds: 30 })));
    expect(await tryOn()).toMatchObject({
      median_seconds: 30,
      median_runs: DURATION_SAMPLE_RUNS,
    });
  });

  it('keeps a measurement for a minute, and its ETag changes with it', async () => {
    const first = await studios();
    const etag = String(first.response.headers.etag);
    expect(
      (await studios({ 'if-none-match': etag })).response.statusCode,
      'the same answer is a 304',
    ).toBe(304);

    await insertRuns(Array.from({ length: DURATION_SAMPLE_RUNS }, () => ({ seconds: 8 })));
    // Within the minute the kept figure is served, under the same tag.
    expect((await studios({ 'if-none-match': etag })).response.statusCode).toBe(304);
    clock.advance(DURATION_REFRESH_MS + 1);
    const after = await studios({ 'if-none-match': etag });
    expect(after.response.statusCode).toBe(200);
    expect(after.response.headers.etag).not.toBe(etag);
    expect(after.studios.find((studio) => studio.service === 'virtual-tryon')).toMatchObject({
      median_seconds: 8,
    });
  });

  it('leaves a studio that takes no generations here without a figure', async () => {
    const { studios: all } = await studios();
    for (const studio of all.filter((s) => !s.available))
      expect(studio).toMatchObject({ median_seconds: null, median_runs: 0 });
  });
});
