/**
 * Brute-force limits of the auth routes: per client IP (@fastify/rate-limit) and per account
 * (the e-mail address, whatever the IP). Legitimate use stays far below them; a guesser does not.
 */
import type { AccountLimit } from '../../http/attempt-limiter';
import type { Limit } from '../../http/rate-limit';

const MINUTE_MS = 60_000;
const FIFTEEN_MINUTES_MS = 15 * MINUTE_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** POST /auth/login: 20 per IP (a shared office) and 10 per account per 15 minutes. */
export const LOGIN_ATTEMPTS_PER_IP_PER_15_MIN: Limit = { max: 20, windowMs: FIFTEEN_MINUTES_MS };
export const LOGIN_ATTEMPTS_PER_ACCOUNT_PER_15_MIN: AccountLimit = {
  name: 'login',
  max: 10,
  windowMs: FIFTEEN_MINUTES_MS,
};

/** POST /auth/generate_otp: mails cost, and each one is also held by a 60 s cooldown. */
export const OTP_REQUESTS_PER_IP_PER_HOUR: Limit = { max: 10, windowMs: HOUR_MS };
export const OTP_REQUESTS_PER_ACCOUNT_PER_HOUR: AccountLimit = {
  name: 'otp-request',
  max: 5,
  windowMs: HOUR_MS,
};

/** POST /auth/verify_otp: on top of the 5 tries per code. */
export const OTP_CHECKS_PER_IP_PER_15_MIN: Limit = { max: 20, windowMs: FIFTEEN_MINUTES_MS };
export const OTP_CHECKS_PER_ACCOUNT_PER_15_MIN: AccountLimit = {
  name: 'otp-check',
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

/** Google / Firebase sign-in: each one may call Google. */
export const IDENTITY_SIGN_INS_PER_IP_PER_15_MIN: Limit = { max: 30, windowMs: FIFTEEN_MINUTES_MS };
