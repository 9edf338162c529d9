/**
 * `requireUser` and `requireAdmin`: onRequest hooks, so a guest is refused before the body is
 * even parsed, and the server, not the client, enforces the admin role (docs/accounts.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../common/contracts/errors';
import { HttpError } from '../../http/errors';
import type { UserRecord } from './user.model';
import type { SessionClient, Sessions } from './sessions';
import type { UserView } from './user-view';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, once requireUser or requireAdmin has run. */
    user: UserRecord | null;
    /** The session of the request's access token, beside `user`. */
    sessionId: string | null;
  }
}

export function registerAuthGuards(app: FastifyInstance, sessions: Sessions, view: UserView) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  async function requireUser(request: FastifyRequest): Promise<void> {
    // Already identified by an API token, on a route of the public API that takes one.
    if (request.user) return;
    const signedIn = await sessions.authenticate(request.headers.authorization);
    if (!signedIn) {
      throw new HttpError(401, ERROR_CODES.unauthorized, 'Please sign in to continue.');
    }
    request.user = signedIn.user;
    request.sessionId = signedIn.sessionId;
  }

  async function requireAdmin(request: FastifyRequest): Promise<void> {
    await requireUser(request);
    if (!view.isAdmin(signedInUser(request))) {
      throw new HttpError(403, ERROR_CODES.forbidden, 'Only administrators can do this.');
    }
  }

  /** For routes open to guests that answer signed-in users a little more (e.g. can_delete). */
  async function identifyUser(request: FastifyRequest): Promise<void> {
    const signedIn = await sessions.authenticate(request.headers.authorization);
    request.user = signedIn?.user ?? null;
    request.sessionId = signedIn?.sessionId ?? null;
  }

  return { requireUser, requireAdmin, identifyUser };
}
export type AuthGuards = ReturnType<typeof registerAuthGuards>;

/** The user requireUser put on the request; a route without that guard is a programming error. */
export function signedInUser(request: FastifyRequest): UserRecord {
  if (!request.user) throw new Error(`${request.routeOptions.url} has no requireUser guard`);
  return request.user;
}

/** The session of the request's token, with signedInUser. */
export function signedInSession(request: FastifyRequest): string {
  if (!request.sessionId) throw new Error(`${request.routeOptions.url} has no requireUser guard`);
  return request.sessionId;
}

/** Where a request comes from, for the session a sign-in opens. */
export function sessionClientOf(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers['user-agent'], ipAddress: request.ip };
}
