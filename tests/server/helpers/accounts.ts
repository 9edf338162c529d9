/** Small factories for account tests: unique addresses and IPs, users, sign-ins, codes. */
import { users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/modules/auth/password';
import type { TestApp } from '../test-app';
import type { SmtpInbox } from './smtp-inbox';

let emailCount = 0;
/** An address no other test of the run uses. */
export const uniqueEmail = (label = 'user') => `${label}-${++emailCount}@example.com`;

let ipCount = 0;
/** A client address of its own, so one test's per-IP limits never reach another test. */
export const nextIp = () => `10.1.${Math.floor(++ipCount / 250)}.${(ipCount % 250) + 1}`;

export const DEFAULT_PASSWORD = 'Correct-Horse-9';

export interface UserFactoryOptions {
  email?: string;
  name?: string;
  password?: string;
  isVerified?: boolean;
  isAdmin?: boolean;
  language?: 'vi' | 'en';
}

/** Inserts a user straight into the database (verified unless told otherwise). */
export async function createUser(server: TestApp, options: UserFactoryOptions = {}) {
  const [user] = await server.database.db
    .insert(users)
    .values({
      email: options.email ?? uniqueEmail(),
      name: options.name ?? 'Test User',
      passwordHash: await hashPassword(options.password ?? DEFAULT_PASSWORD),
      isVerified: options.isVerified ?? true,
      isAdmin: options.isAdmin ?? false,
      language: options.language ?? 'vi',
    })
    .returning();
  return user!;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through POST /auth/login and returns the access token. */
export async function signIn(server: TestApp, email: string, password = DEFAULT_PASSWORD) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: nextIp(),
    payload: { username: email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

/** A verified user and its access token. */
export async function createSignedInUser(server: TestApp, options: UserFactoryOptions = {}) {
  const user = await createUser(server, options);
  return { user, token: await signIn(server, user.email, options.password) };
}

/** POSTs JSON from an address of its own. */
export function post(server: TestApp, url: string, payload: object, remoteAddress = nextIp()) {
  return server.app.inject({ method: 'POST', url, payload, remoteAddress });
}

/** The 6-digit code in a verification mail's text. */
export function codeIn(text: string): number {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return Number(code);
}

export const REGISTRATION_PASSWORD = 'Str0ng-Password';

/** Registers `email` through the API and returns the code of the mail that reaches `inbox`. */
export async function registerAndReadCode(server: TestApp, inbox: SmtpInbox, email: string) {
  const response = await post(server, '/auth/register', {
    name: 'Lan Nguyen',
    email,
    password: REGISTRATION_PASSWORD,
  });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  return codeIn((await inbox.nextMail(email)).text);
}

export const verifyCode = (server: TestApp, email: string, otp: number) =>
  post(server, '/auth/verify_otp', { email, otp });
