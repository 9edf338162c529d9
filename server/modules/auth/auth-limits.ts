/**
 * Brute-force limits of the auth routes: per client address (@fastify/rate-limit) and per account
 * (the e-mail address, whatever the address). Legitimate use stays far below them; a guesser does
 * not. The rules and why these numbers: docs/rate-limits.md.
 */
import type { AccountLimit } from '../../http/attempt-limiter';
import type { Limit } from '../../http/rate-limit';
import type { SignInThrottleRules } from '../../http/sign-in-throttle';

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const FIFTEEN_MINUTES_MS = 15 * MINUTE_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** POST /auth/login: 20 per address (a shared office) per 15 minutes, whatever the accounts. */
export const LOGIN_ATTEMPTS_PER_IP_PER_15_MIN: Limit = { max: 20, windowMs: FIFTEEN_MINUTES_MS };

/**
 * POST /auth/login, failed sign-ins: 5 free per (account, address), then waits of 1 s, 2 s, 4 s …
 * up to 15 minutes; past 100 failures an hour to one account, only addresses that signed in to it
 * within 90 days may try. Nobody else's failures lock the owner out.
 */
export const LOGIN_FAILURES: SignInThrottleRules = {
  name: 'login',
  freeFailures: 5,
  firstDelayMs: SECOND_MS,
  maxDelayMs: FIFTEEN_MINUTES_MS,
  failureMemoryMs: DAY_MS,
  accountCeiling: { max: 100, windowMs: HOUR_MS },
  knownAddressMs: 90 * DAY_MS,
};

/** POST /auth/generate_otp: mails cost, and each one is also held by a 60 s cooldown. */
export const OTP_REQUESTS_PER_IP_PER_HOUR: Limit = { max: 10, windowMs: HOUR_MS };
export const OTP_REQUESTS_PER_ACCOUNT_PER_HOUR: AccountLimit = {
  name: 'otp-request',
  max: 5,
  windowMs: HOUR_MS,
};

/** POST /auth/verify_otp: on top of the 5 tries per code (OTP_MAX_ATTEMPTS). */
export const OTP_CHECKS_PER_IP_PER_15_MIN: Limit = { max: 20, windowMs: FIFTEEN_MINUTES_MS };
/**
 * POST /auth/verify_otp, wrong codes per (e-mail, client address): a stranger's guesses slow only
 * the stranger, never the owner typing the right code elsewhere. Two codes' worth of tries, so
 * the owner's own typos on one code leave room for the next. What bounds guessing overall is the
 * 5 tries per code across all addresses and the codes mailed per hour (docs/accounts.md).
 */
export const OTP_WRONG_CODES_PER_ADDRESS_PER_15_MIN: AccountLimit = {
  name: 'otp-wrong-code',
  max: 10,
  windowMs: FIFTEEN_MINUTES_MS,
};

/** POST /auth/forgot-password: each request mails a link. */
export const RESET_REQUESTS_PER_IP_PER_HOUR: Limit = { max: 10, windowMs: HOUR_MS };
export const RESET_REQUESTS_PER_ACCOUNT_PER_HOUR: AccountLimit = {
  name: 'reset-request',
  max: 3,
  windowMs: HOUR_MS,
};

/** POST /auth/reset-password: the token is unguessable; this only stops hammering. */
export const RESETS_PER_IP_PER_15_MIN: Limit = { max: 10, windowMs: FIFTEEN_MINUTES_MS };

/** POST /auth/register: each one mails a code. */
export const REGISTRATIONS_PER_IP_PER_HOUR: Limit = { max: 10, windowMs: HOUR_MS };
/**
 * POST /auth/register, per address whatever the IP: each one mails the address (a code, or a
 * notice to its owner), so many addresses cannot flood one inbox. Counted for every address
 * alike, taken or not, so the limit tells nothing about who has an account.
 */
export const REGISTRATIONS_PER_ACCOUNT_PER_HOUR: AccountLimit = {
  name: 'register',
  max: 5,
  windowMs: HOUR_MS,
};

/** Google / Firebase sign-in: each one may call Google. */
export const IDENTITY_SIGN_INS_PER_IP_PER_15_MIN: Limit = { max: 30, windowMs: FIFTEEN_MINUTES_MS };
