/** Newsletter subscriptions: one row per address, moved between pending, subscribed, unsubscribed. */
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { UserLanguage } from '../../../common/contracts/auth';
import type { Database } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

const subscriptions = newsletterSubscriptions;

export interface PendingSubscription {
  email: string;
  language: UserLanguage;
  confirmTokenHash: string;
  confirmExpiresAt: Date;
}

export function createNewsletterRepository(db: Database) {
  return {
    /**
     * Makes the address pending with a new confirmation token, unless it is subscribed already:
     * one upsert, so two racing signups cannot both change a confirmed subscription.
     * @returns the subscription's id, or undefined when it was subscribed already.
     */
    async makePending(pending: PendingSubscription): Promise<string | undefined> {
      const [row] = await db
        .insert(subscriptions)
        .values({ ...pending, status: 'pending' })
        .onConflictDoUpdate({
          target: subscriptions.email,
          set: { ...pending, status: 'pending', unsubscribedAt: null },
          setWhere: ne(subscriptions.status, 'subscribed'),
        })
        .returning({ id: subscriptions.id });
      return row?.id;
    },

    /**
     * Confirms the subscription whose unexpired token has this hash. Opening the link again
     * answers the same (the token stays until it expires or the address unsubscribes).
     */
    async confirm(confirmTokenHash: string, now: Date): Promise<boolean> {
      const confirmed = await db
        .update(subscriptions)
        .set({
          status: 'subscribed',
          confirmedAt: sql`coalesce(${subscriptions.confirmedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(
          and(
            eq(subscriptions.confirmTokenHash, confirmTokenHash),
            gt(subscriptions.confirmExpiresAt, now),
            inArray(subscriptions.status, ['pending', 'subscribed']),
          ),
        )
        .returning({ id: subscriptions.id });
      return confirmed.length > 0;
    },

    /** Unsubscribes and voids the confirmation link; false when no such subscription exists. */
    async unsubscribe(subscriptionId: string, now: Date): Promise<boolean> {
      const changed = await db
        .update(subscriptions)
        .set({
          status: 'unsubscribed',
          unsubscribedAt: sql`coalesce(${subscriptions.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
          confirmTokenHash: null,
          confirmExpiresAt: null,
        })
        .where(eq(subscriptions.id, subscriptionId))
        .returning({ id: subscriptions.id });
      return changed.length > 0;
    },

    async isSubscribed(email: string): Promise<boolean> {
      const [row] = await db
        .select({ status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.email, email));
      return row?.status === 'subscribed';
    },

    /**
     * Subscribes or unsubscribes a signed-in user's verified address from the profile page: the
     * account already proved the address, so no confirmation mail is needed.
     */
    async setSubscribed(email: string, language: UserLanguage, subscribed: boolean, now: Date) {
      const status = subscribed ? ('subscribed' as const) : ('unsubscribed' as const);
      const moment = now.toISOString();
      const changes = subscribed
        ? {
            status,
            unsubscribedAt: null,
            confirmedAt: sql`coalesce(${subscriptions.confirmedAt}, ${moment}::timestamptz)`,
          }
        : {
            status,
            unsubscribedAt: sql`coalesce(${subscriptions.unsubscribedAt}, ${moment}::timestamptz)`,
            confirmTokenHash: null,
            confirmExpiresAt: null,
          };
      await db
        .insert(subscriptions)
        .values({
          email,
          language,
          status,
          ...(subscribed ? { confirmedAt: now } : { unsubscribedAt: now }),
        })
        .onConflictDoUpdate({ target: subscriptions.email, set: changes });
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
