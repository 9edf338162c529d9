/**
 * A user as the server's modules pass it around: the users row. Its own module, not the
 * repository's, so the modules that take a user import no repository for it
 * (docs/architecture.md#where-domain-types-live).
 */
import type { users } from '../../db/schema';

export type UserRecord = typeof users.$inferSelect;
