/** Each message mails the team and the sender: a per-IP limit stops floods. */
import type { Limit } from '../../http/rate-limit';

/** A person writes one or two messages; an office sharing one IP a few more. */
export const CONTACT_MESSAGES_PER_IP_PER_HOUR: Limit = { max: 5, windowMs: 3_600_000 };
