/**
 * Sessions: a sign-in opens a row in `user_sessions` and answers an access token naming it (the
 * login response). Every authenticated request checks the token's signature and then, in one
 * query, that its session is live and its user exists; revoking the row ends the token at once.
 * The rules are in docs/accounts.md, "Sessions".
 */
import type { LoginResponse } from '../../../common/contracts/auth';
import { ERROR_CODES } from '../../../common/contracts/errors';
import type { SessionView } from '../../../common/contracts/sessions';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/errors';
import type { UserRecord } from './user.model';
import type { SessionsRepository } from './sessions.repository';
import type { AccessTokens } from './tokens';
import type { UserView } from './user-view';

const BEARER = /^Bearer\s+(\S+)$/i;
/** A session's last use is written at most this often: one UPDATE a minute, not one a request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;
/** The longest user agent kept for the session list (the rest says nothing more to a person). */
const MAX_USER_AGENT_LENGTH = 256;

/** Where a sign-in came from, as the session list shows it. */
export interface SessionClient {
  userAgent?: string;
  ipAddress?: string;
}

/** A request's signed-in user and the session its token names. */
export interface Authenticated {
  user: UserRecord;
  sessionId: string;
}

export interface SessionsDependencies {
  tokens: AccessTokens;
  repository: SessionsRepository;
  view: UserView;
  clock: Clock;
}

/** Refuses a disabled account before any sign-in opens or links anything (docs/admin.md). */
export function refuseDisabled(user: Pick<UserRecord, 'disabledAt'>): void {
  if (user.disabledAt) {
    throw new HttpError(403, ERROR_CODES.accountDisabled, 'This account has been disabled.');
  }
}

export function createSessions({ tokens, repository, view, clock }: SessionsDependencies) {
  return {
    /**
     * Opens a session for a user who proved who they are; every way of signing in comes here,
     * so a disabled account is refused in one place (docs/admin.md#disabling-an-account).
     */
    async start(user: UserRecord, client: SessionClient = {}): Promise<LoginResponse> {
      refuseDisabled(user);
      const now = clock();
      const session = await repository.open(
        {
          userId: user.id,
          expiresAt: new Date(now.getTime() + tokens.ttlSeconds * 1000),
          userAgent: client.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) || null,
          ipAddress: client.ipAddress ?? null,
        },
        now,
      );
      return {
        access_token: await tokens.sign({ userId: user.id, sessionId: session.id }, now),
        token_type: 'bearer',
        user: view.toResponse(user),
      };
    },

    /** The user of an `Authorization: Bearer <jwt>` header whose session is live. */
    async authenticate(authorization: string | undefined): Promise<Authenticated | undefined> {
      const token = authorization?.match(BEARER)?.[1];
      const claims = token ? await tokens.verify(token) : null;
      if (!claims) return undefined;
      const now = clock();
      const live = await repository.findLiveUser(claims.sessionId, claims.userId, now);
      if (!live) return undefined;
      if (now.getTime() - live.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
        await repository.touch(claims.sessionId, now);
      }
      return { user: live.user, sessionId: claims.sessionId };
    },

    /** The user's live sessions, `current` marking the one asking. */
    async list(userId: string, currentSessionId: string): Promise<SessionView[]> {
      const sessions = await repository.listLive(userId, clock());
      return sessions.map((session) => ({
        id: session.id,
        created_at: session.createdAt.toISOString(),
        last_seen_at: session.lastSeenAt.toISOString(),
        expires_at: session.expiresAt.toISOString(),
        user_agent: session.userAgent,
        ip_address: session.ipAddress,
        current: session.id === currentSessionId,
      }));
    },

    /** Ends one session of the user; false when it is not one of theirs or already over. */
    end: (userId: string, sessionId: string) => repository.revoke(userId, sessionId, clock()),

    /** Ends every session of the user but `exceptSessionId`; returns how many ended. */
    endAll: (userId: string, exceptSessionId?: string) =>
      repository.revokeAll(userId, clock(), exceptSessionId),
  };
}
export type Sessions = ReturnType<typeof createSessions>;
