/**
 * Google, locally: an RS256 key pair whose public half is served as a JWKS, ID tokens signed
 * with it, and an OAuth token endpoint that checks code, client and redirect_uri like Google's
 * (form-encoded POST; `{ error: 'invalid_grant', error_description }` for a bad code).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const CLIENT_ID = 'test-client.apps.googleusercontent.com';
export const CLIENT_SECRET = 'test-client-secret';
const KEY_ID = 'test-key-1';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

export interface SignOptions {
  /** Sign with a key the JWKS does not publish (under the published key's id). */
  foreignKey?: boolean;
  /** Seconds from now; negative for an expired token. */
  expiresInSeconds?: number;
}

export async function startFakeGoogle() {
  const keys = await generateKeyPair('RS256', { extractable: true });
  const foreignKeys = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(keys.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { idToken: string; redirectUri: string }>();

  const server = createServer((request, response) => {
    if (request.url === '/jwks') return json(response, 200, { keys: [publicJwk] });
    if (request.url === '/token' && request.method === 'POST') {
      return void readForm(request).then((form) => answerToken(response, form, codes));
    }
    json(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    jwksUrl: `${base}/jwks`,
    tokenUrl: `${base}/token`,
    /** Signs an RS256 ID token with `claims` (iat and exp are added). */
    signIdToken(claims: JWTPayload, options: SignOptions = {}) {
      return sign(options.foreignKey ? foreignKeys : keys, claims, options.expiresInSeconds);
    },
    /** An authorization code that the token endpoint exchanges once for `idToken`. */
    issueCode(idToken: string, redirectUri: string): string {
      const code = `4/${randomUUID()}`;
      codes.set(code, { idToken, redirectUri });
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;

function sign(keyPair: KeyPair, claims: JWTPayload, expiresInSeconds = 3_600) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
    .setIssuedAt(now - 10)
    .setExpirationTime(now + expiresInSeconds)
    .sign(keyPair.privateKey);
}

function answerToken(
  response: ServerResponse,
  form: URLSearchParams,
  codes: Map<string, { idToken: string; redirectUri: string }>,
) {
  if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET) {
    return json(response, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
  }
  const issued = codes.get(form.get('code') ?? '');
  if (form.get('grant_type') !== 'authorization_code' || !issued) {
    return json(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
  }
  if (issued.redirectUri !== form.get('redirect_uri')) {
    return json(response, 400, {
      error: 'redirect_uri_mismatch',
      error_description: 'Bad Request',
    });
  }
  codes.delete(form.get('code') ?? '');
  json(response, 200, {
    access_token: `ya29.${randomUUID()}`,
    id_token: issued.idToken,
    expires_in: 3599,
    token_type: 'Bearer',
    scope: 'openid email profile',
  });
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
  return new URLSearchParams(isForm ? Buffer.concat(chunks).toString('utf8') : '');
}

function json(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
