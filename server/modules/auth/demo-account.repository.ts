/** The seeded demo account's rows (server/seed.ts decides when; docs/dev-tools.md says why). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { grantFreeTrial } from '../credits/credits.repository';

/** Creates the verified account with the free trial, unless its e-mail exists already. */
export async function createDemoAccount(
  db: Database,
  account: { email: string; name: string; passwordHash: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ ...account, isVerified: true })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (created) await grantFreeTrial(tx, created.id);
  });
}

export async function demoAccountExists(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}
