/**
 * The cost of ending sessions on the server: every authenticated request checks that its token's
 * session is live (docs/accounts.md, "Sessions"). Two routes answer the same profile in one app
 * on PGlite (PostgreSQL when DATABASE_URL is set): GET /auth/profile behind the session check (JWT
 * signature, then one query joining the session and its user), and a bench route doing what the
 * check did before sessions existed (JWT signature, then the user by id). Batches alternate so
 * that both see the same machine.
 */
import type { FastifyRequest } from 'fastify';
import { createAuthRepository } from '../../server/modules/auth/auth.repository';
import { createAccessTokens } from '../../server/modules/auth/tokens';
import { createUserView } from '../../server/modules/auth/user-view';
import { systemClock } from '../../server/clock';
import { bearer, createSignedInUser } from '../server/helpers/accounts';
import { createTestApp } from '../server/test-app';
import { type Figure, median } from './harness';

const BATCHES = 10;
const PER_BATCH = 300;
const WARM_UP = 200;

export async function sessionCheck(): Promise<Figure[]> {
  // The route is registered as the app is built; what it checks with is made once the app
  // exists, once, as the app makes its own session check once (not per request).
  const baseline: {
    tokens?: ReturnType<typeof createAccessTokens>;
    accounts?: ReturnType<typeof createAuthRepository>;
  } = {};
  const view = createUserView([]);
  const tokenOnly = async (request: FastifyRequest) => {
    const token = request.headers.authorization!.slice('Bearer '.length);
    const claims = await baseline.tokens!.verify(token);
    const user = claims && (await baseline.accounts!.findById(claims.userId));
    if (!user) throw new Error('bench token refused');
    return view.toResponse(user);
  };
  const server = await createTestApp({
    testRoutes: async (app) => void app.get('/bench/profile-token-only', tokenOnly),
  });
  baseline.tokens = createAccessTokens({
    secret: server.config.JWT_SECRET,
    ttlSeconds: 60,
    clock: systemClock,
  });
  baseline.accounts = createAuthRepository(server.database.db);
  try {
    const { token } = await createSignedInUser(server);
    const headers = bearer(token);
    const timeBatch = async (url: string) => {
      const started = process.hrtime.bigint();
      for (let i = 0; i < PER_BATCH; i++) {
        const response = await server.app.inject({ url, headers });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
      }
      return Number(process.hrtime.bigint() - started) / 1000 / PER_BATCH;
    };
    for (let i = 0; i < WARM_UP / PER_BATCH + 1; i++) {
      await timeBatch('/auth/profile');
      await timeBatch('/bench/profile-token-only');
    }
    const withCheck: number[] = [];
    const without: number[] = [];
    for (let batch = 0; batch < BATCHES; batch++) {
      withCheck.push(await timeBatch('/auth/profile'));
      without.push(await timeBatch('/bench/profile-token-only'));
    }
    const a = median(withCheck);
    const b = median(without);
    return [
      { name: 'GET /auth/profile with the session check, per request', value: a, unit: 'µs' },
      {
        name: 'same profile, token and user only (before sessions), per request',
        value: b,
        unit: 'µs',
      },
      { name: 'cost of the session check', value: a - b, unit: 'µs' },
    ];
  } finally {
    await server.close();
  }
}
