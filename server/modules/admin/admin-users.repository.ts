/** The users table as the admin area reads and edits it. */
import { and, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { markVerified, type UserRecord } from '../auth/auth.repository';

export interface UserFilters {
  email?: string;
  name?: string;
  isVerified?: boolean;
}

export type UserChanges = Partial<Pick<UserRecord, 'name' | 'isVerified' | 'isAdmin' | 'language'>>;

/** `%` and `_` typed in a search box are letters, not wildcards. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function whereOf({ email, name, isVerified }: UserFilters): SQL | undefined {
  return and(
    email ? ilike(users.email, contains(email)) : undefined,
    name ? ilike(users.name, contains(name)) : undefined,
    isVerified === undefined ? undefined : eq(users.isVerified, isVerified),
  );
}

const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

export function createAdminUsersRepository(db: Database) {
  return {
    async statistics(adminEmails: readonly string[], since7Days: Date, since30Days: Date) {
      const [row] = await db
        .select({
          total: count(),
          verified: countWhere(eq(users.isVerified, true)),
          admins: countWhere(
            or(
              eq(users.isAdmin, true),
              and(eq(users.isVerified, true), inArray(users.email, [...adminEmails])),
            ),
          ),
          last7Days: countWhere(gt(users.createdAt, since7Days)),
          last30Days: countWhere(gt(users.createdAt, since30Days)),
        })
        .from(users);
      return row!;
    },

    async search(filters: UserFilters, page: { limit: number; offset: number }) {
      const where = whereOf(filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findById(userId: string): Promise<UserRecord | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user;
    },

    /** Verifying an account here also grants its free trial, if it never had one. */
    update(userId: string, changes: UserChanges): Promise<UserRecord | undefined> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set(changes)
          .where(eq(users.id, userId))
          .returning();
        if (!updated || !changes.isVerified) return updated;
        await markVerified(tx, userId);
        const [withTrial] = await tx.select().from(users).where(eq(users.id, userId));
        return withTrial;
      });
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
