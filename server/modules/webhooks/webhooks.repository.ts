/** The webhook_endpoints and webhook_deliveries tables, and what a generation event says. */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generations, users, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { lockUserRow } from '../../db/user-lock';

export type WebhookEndpointRecord = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRecord = typeof webhookDeliveries.$inferSelect;

/** The deliveries the log shows, newest first. */
const DELIVERY_LOG_LENGTH = 100;

export function createWebhooksRepository(db: Database) {
  const endpointOf = (userId: string, id: string) =>
    and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId));

  return {
    /**
     * Inserts the endpoint unless the account already holds `allowed`: the owner's row is locked
     * first (lockUserRow), so parallel registrations are counted one after another.
     */
    async insertEndpointWithin(
      values: typeof webhookEndpoints.$inferInsert,
      allowed: number,
    ): Promise<WebhookEndpointRecord | undefined> {
      return db.transaction(async (tx) => {
        await lockUserRow(tx, values.userId);
        const [held] = await tx
          .select({ total: count() })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.userId, values.userId));
        if ((held?.total ?? 0) >= allowed) return undefined;
        const [row] = await tx.insert(webhookEndpoints).values(values).returning();
        return row;
      });
    },

    listEndpoints(userId: string): Promise<WebhookEndpointRecord[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.userId, userId))
        .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
    },

    async findEndpoint(userId: string, id: string) {
      const [row] = await db.select().from(webhookEndpoints).where(endpointOf(userId, id));
      return row;
    },

    async removeEndpoint(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(webhookEndpoints)
        .where(endpointOf(userId, id))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    /** Clears the pause; undefined when the account has no such endpoint. */
    async resumeEndpoint(userId: string, id: string) {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ pausedAt: null })
        .where(endpointOf(userId, id))
        .returning();
      return row;
    },

    /** The account's endpoints that take `event` and are not paused. */
    subscribedTo(userId: string, event: string): Promise<WebhookEndpointRecord[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.userId, userId),
            isNull(webhookEndpoints.pausedAt),
            sql`${event} = ANY(${webhookEndpoints.events})`,
          ),
        );
    },

    async insertDelivery(values: typeof webhookDeliveries.$inferInsert) {
      const [row] = await db.insert(webhookDeliveries).values(values).returning();
      return row!;
    },

    listDeliveries(endpointId: string): Promise<WebhookDeliveryRecord[]> {
      return db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(DELIVERY_LOG_LENGTH);
    },

    async findDelivery(endpointId: string, id: string) {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
      return row;
    },

    /** A delivery with its endpoint and the endpoint's owner, for an attempt. */
    async deliveryToAttempt(id: string) {
      const [row] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, owner: users })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .innerJoin(users, eq(users.id, webhookEndpoints.userId))
        .where(eq(webhookDeliveries.id, id));
      return row;
    },

    async recordAttempt(
      id: string,
      changes: Pick<
        WebhookDeliveryRecord,
        'attempts' | 'responseStatus' | 'lastAttemptAt' | 'status'
      >,
    ) {
      await db.update(webhookDeliveries).set(changes).where(eq(webhookDeliveries.id, id));
    },

    async markEndpointWorking(id: string) {
      await db
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, id));
    },

    /** Marks the endpoint failing; true only for the call that marked it (one mail). */
    async markEndpointFailing(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(webhookEndpoints)
        .set({ failingSince: at })
        .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.failingSince)))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    async generationEvent(generationId: string) {
      const [row] = await db
        .select({
          id: generations.id,
          userId: generations.userId,
          service: generations.service,
          status: generations.status,
          creditsCharged: generations.creditsCharged,
          errorCode: generations.errorCode,
          createdAt: generations.createdAt,
          finishedAt: generations.finishedAt,
        })
        .from(generations)
        .where(eq(generations.id, generationId));
      return row;
    },
  };
}
export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
