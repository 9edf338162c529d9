/**
 * The public API's overhead per request: GET /api/credits with an API token (find the token by
 * its hash, count it against its rate limit, count it for the usage stats: three statements)
 * against the same route with a session (the JWT and one query), in one app on PGlite
 * (PostgreSQL when DATABASE_URL is set). Batches alternate so both see the same machine; the
 * clock moves a minute between batches, so the token's rate limit never answers instead.
 */
import { bearer, createSignedInUser } from '../server/helpers/accounts';
import { createApiToken, putOnPlan } from '../server/helpers/api-tokens';
import { createTestClock } from '../server/helpers/test-clock';
import { createTestApp } from '../server/test-app';
import { type Figure, median } from './harness';

const BATCHES = 10;
const PER_BATCH = 300;

export async function publicApiOverhead(): Promise<Figure[]> {
  const clock = createTestClock();
  const server = await createTestApp({ clock: clock.now });
  try {
    const { user, token } = await createSignedInUser(server);
    await putOnPlan(server, user.id, 'enterprise');
    const { secret } = await createApiToken(server, token, { rate_limit: 1000 });
    const timeBatch = async (credential: string) => {
      clock.advance(61_000);
      const headers = bearer(credential);
      const started = process.hrtime.bigint();
      for (let i = 0; i < PER_BATCH; i++) {
        const response = await server.app.inject({ url: '/api/credits', headers });
        if (response.statusCode !== 200) throw new Error(`/api/credits: ${response.statusCode}`);
      }
      return Number(process.hrtime.bigint() - started) / 1000 / PER_BATCH;
    };
    await timeBatch(secret);
    await timeBatch(token);
    const withToken: number[] = [];
    const withSession: number[] = [];
    for (let batch = 0; batch < BATCHES; batch++) {
      withToken.push(await timeBatch(secret));
      withSession.push(await timeBatch(token));
    }
    const a = median(withToken);
    const b = median(withSession);
    return [
      { name: 'GET /api/credits with an API token, per request', value: a, unit: 'µs' },
      { name: 'GET /api/credits with a session, per request', value: b, unit: 'µs' },
      { name: 'overhead of the API token (lookup, rate limit, usage)', value: a - b, unit: 'µs' },
    ];
  } finally {
    await server.close();
  }
}
