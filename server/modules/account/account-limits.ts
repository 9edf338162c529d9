/**
 * Per-client limits of the profile page's calls that mail someone or check a password
 * (docs/rate-limits.md): a person changing their profile stays far below them.
 */
import type { Limit } from '../../http/rate-limit';

const FIFTEEN_MINUTES_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;

/** Each e-mail change or deletion code request mails one or two messages. */
export const ACCOUNT_MAILS_PER_IP_PER_HOUR: Limit = { max: 10, windowMs: HOUR_MS };
/** Password and code checks (password change, e-mail change, deletion): guessing stays slow. */
export const ACCOUNT_CHECKS_PER_IP_PER_15_MIN: Limit = { max: 20, windowMs: FIFTEEN_MINUTES_MS };
/** Each export reads every file of the account. */
export const DATA_EXPORTS_PER_IP_PER_HOUR: Limit = { max: 5, windowMs: HOUR_MS };
