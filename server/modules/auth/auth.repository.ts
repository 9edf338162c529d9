/** Users and their sign-in identities. */
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { userIdentities, users } from '../../db/schema';
import { grantFreeTrial } from '../credits/credits.repository';
import { revokeUserSessions } from './sessions.repository';
import type { UserRecord } from './user.model';

export type NewUser = Pick<
  typeof users.$inferInsert,
  'email' | 'name' | 'passwordHash' | 'language' | 'isVerified' | 'photoUrl'
>;
export type IdentityProvider = (typeof userIdentities.$inferSelect)['provider'];
export interface Identity {
  provider: IdentityProvider;
  subject: string;
}

/** Marks the e-mail verified and grants the free trial if the account never had it. */
export async function markVerified(tx: Transaction, userId: string): Promise<void> {
  await tx.update(users).set({ isVerified: true }).where(eq(users.id, userId));
  await grantFreeTrial(tx, userId);
}

async function findUser(db: Database, userId: string): Promise<UserRecord> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} vanished inside its own transaction`);
  return user;
}

export function createAuthRepository(db: Database) {
  return {
    async findById(userId: string): Promise<UserRecord | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      return user;
    },

    async findByEmail(email: string): Promise<UserRecord | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      return user;
    },

    /** Inserts the user; undefined when the e-mail is taken (also by a racing request). */
    async insert(values: NewUser): Promise<UserRecord | undefined> {
      const [user] = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return user;
    },

    /**
     * Drops the password of an account whose address nobody has proven yet: two registrations
     * came with different ones, and neither may choose it for the address's real owner
     * (docs/input-and-passwords.md, "Who has an account"). A verified account is never touched.
     */
    async dropUnverifiedPassword(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash: null })
        .where(and(eq(users.id, userId), eq(users.isVerified, false)));
    },

    async findByIdentity({ provider, subject }: Identity): Promise<UserRecord | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
      return row?.user;
    },

    /**
     * Creates a user signed in through a provider, linked to that identity; a verified one gets
     * the free trial. Undefined when the e-mail was taken meanwhile.
     */
    createWithIdentity(values: NewUser, identity: Identity): Promise<UserRecord | undefined> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values(values)
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!user) return undefined;
        await tx.insert(userIdentities).values({ ...identity, userId: user.id });
        if (user.isVerified) await grantFreeTrial(tx, user.id);
        return findUser(tx, user.id);
      });
    },

    /**
     * Links a provider-verified identity to an existing user and verifies the user's e-mail.
     * An account whose e-mail was never verified was opened by someone who never proved they
     * own the address: its password (and any session) goes, and the provider's name replaces
     * the one they typed, so nothing of theirs survives the owner's arrival (docs/accounts.md,
     * "Google sign-in"). The owner can set a password through "forgot password".
     */
    linkVerifiedIdentity(
      userId: string,
      identity: Identity,
      profile: { name?: string },
      now: Date,
    ): Promise<UserRecord> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ isVerified: users.isVerified })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        await tx
          .insert(userIdentities)
          .values({ ...identity, userId })
          .onConflictDoNothing();
        if (before && !before.isVerified) {
          await tx
            .update(users)
            .set({ passwordHash: null, ...(profile.name && { name: profile.name }) })
            .where(eq(users.id, userId));
          await revokeUserSessions(tx, userId, now);
          await markVerified(tx, userId);
        }
        return findUser(tx, userId);
      });
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
