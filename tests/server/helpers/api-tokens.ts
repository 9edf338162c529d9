/** Factories for the public API's tests: a plan for the account, tokens made through the API. */
import { eq } from 'drizzle-orm';
import type {
  ApiTokenWithSecret,
  CreateApiTokenRequest,
} from '../../../common/contracts/api-tokens';
import type { PlanId } from '../../../common/plans';
import { users } from '../../../server/db/schema';
import type { TestApp } from '../test-app';
import { bearer } from './accounts';

const YEAR_MS = 365 * 86_400_000;

/** Puts the account on a paid plan for a year from now. */
export async function putOnPlan(server: TestApp, userId: string, planId: PlanId) {
  await server.database.db
    .update(users)
    .set({ planId, planEndsAt: new Date(Date.now() + YEAR_MS) })
    .where(eq(users.id, userId));
}

export const TOKEN_REQUEST: CreateApiTokenRequest = {
  name: 'Shop integration',
  services: ['virtual-tryon'],
  rate_limit: 10,
};

/** POST /api/tokens with the session; throws unless 201. */
export async function createApiToken(
  server: TestApp,
  sessionToken: string,
  request: Partial<CreateApiTokenRequest> = {},
): Promise<ApiTokenWithSecret> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: bearer(sessionToken),
    payload: { ...TOKEN_REQUEST, ...request },
  });
  if (response.statusCode !== 201) throw new Error(`token refused: ${response.body}`);
  return response.json<ApiTokenWithSecret>();
}
