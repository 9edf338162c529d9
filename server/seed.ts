/**
 * First-run content, applied after the migrations at every start of the server (DESIGN.md §1:
 * "demo content seeded on first run"). It must stay idempotent: each step checks what exists.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { seedBlog } from '../modules/blog/blog-seed';
import { grantFreeTrial } from '../modules/credits/credits.repository';
import { hashPassword } from '../modules/auth/password';
import type { Database } from './client';
import { users } from './schema';

/**
 * A verified account with the free trial, so a newcomer can sign in at once. Its password is
 * public, so it exists only while the dev tools are on (docs/dev-tools.md).
 */
export const DEMO_ACCOUNT = {
  email: 'demo@studioai.vn',
  password: 'Demo@12345',
  name: 'Demo Studio AI',
} as const;

export interface SeedContext {
  config: Pick<Config, 'DEV_TOOLS'>;
  logger: FastifyBaseLogger;
}

export async function seed(db: Database, { config, logger }: SeedContext): Promise<void> {
  if (config.DEV_TOOLS) await seedDemoAccount(db, logger);
  else await warnOfLeftoverDemoAccount(db, logger);
  // The blog's first posts are real content, in production too.
  await seedBlog(db, logger);
}

async function seedDemoAccount(db: Database, logger: FastifyBaseLogger): Promise<void> {
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: DEMO_ACCOUNT.email,
        name: DEMO_ACCOUNT.name,
        passwordHash,
        isVerified: true,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (created) await grantFreeTrial(tx, created.id);
  });
  logger.info(`demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
}

/**
 * A database seeded while the dev tools were on keeps its demo account: deleting an account is
 * not the seed's call (it may hold work). Its password is in the README, so the operator is told.
 */
async function warnOfLeftoverDemoAccount(db: Database, logger: FastifyBaseLogger): Promise<void> {
  const [leftover] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNT.email));
  if (leftover) {
    logger.warn(
      `the demo account ${DEMO_ACCOUNT.email} is left from a start with the dev tools on, and ` +
        'its password is public: delete it or change its password',
    );
  }
}
