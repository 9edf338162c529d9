/** Sessions: the access token plus the user, as every sign-in answers (spec §3 login response). */
import type { LoginResponse } from '../../../common/contracts/auth';
import type { AuthRepository, UserRecord } from './auth.repository';
import type { AccessTokens } from './tokens';
import type { UserView } from './user-view';

const BEARER = /^Bearer\s+(\S+)$/i;

export function createSessions(tokens: AccessTokens, accounts: AuthRepository, view: UserView) {
  return {
    async start(user: UserRecord): Promise<LoginResponse> {
      return {
        access_token: await tokens.sign(user.id),
        token_type: 'bearer',
        user: view.toResponse(user),
      };
    },

    /** The user of an `Authorization: Bearer <jwt>` header: valid token, user still exists. */
    async userOf(authorization: string | undefined): Promise<UserRecord | undefined> {
      const token = authorization?.match(BEARER)?.[1];
      const userId = token && (await tokens.verify(token));
      return userId ? accounts.findById(userId) : undefined;
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
