/**
 * First-run content, applied after the migrations at every start of the server: the blog's first
 * posts and, with the dev tools on, the demo account. Each module writes its own rows; this only
 * says what is seeded when. It must stay idempotent: each step checks what exists.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { createDemoAccount, demoAccountExists } from './modules/auth/demo-account.repository';
import { hashPassword } from './modules/auth/password';
import { seedBlog } from './modules/blog/blog-seed';

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
  const { email, name, password } = DEMO_ACCOUNT;
  await createDemoAccount(db, { email, name, passwordHash: await hashPassword(password) });
  logger.info(`demo account: ${email} / ${password}`);
}

/**
 * A database seeded while the dev tools were on keeps its demo account: deleting an account is
 * not the seed's call (it may hold work). Its password is in the README, so the operator is told.
 */
async function warnOfLeftoverDemoAccount(db: Database, logger: FastifyBaseLogger): Promise<void> {
  if (await demoAccountExists(db, DEMO_ACCOUNT.email)) {
    logger.warn(
      `the demo account ${DEMO_ACCOUNT.email} is left from a start with the dev tools on, and ` +
        'its password is public: delete it or change its password',
    );
  }
}
