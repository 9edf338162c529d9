import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { creditLedger, users } from '../../server/db/schema';
import { createTestDatabase, queryRows, type TestDatabase } from './test-app';
import journal from '../../server/db/migrations/meta/_journal.json' with { type: 'json' };

/** Every migration committed in server/db/migrations. */
const committedMigrations = journal.entries;

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

describe('the committed migrations', () => {
  it('create the users table with its columns', async () => {
    const columns = await queryRows<{ column_name: string }>(
      testDb.database,
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'users' ORDER BY column_name",
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'avatar_key',
      'created_at',
      'credits',
      'deletion_due_at',
      'disabled_at',
      'email',
      'free_trial_granted_at',
      'id',
      'is_admin',
      'is_verified',
      'language',
      'name',
      'notify_renewals',
      'password_hash',
      'photo_url',
      'plan_ends_at',
      'plan_id',
      'updated_at',
    ]);
  });

  it('can be applied again at the next start without changing anything', async () => {
    await expect(migrate(testDb.database)).resolves.toBeUndefined();
    const applied = await queryRows(testDb.database, 'SELECT * FROM drizzle.__drizzle_migrations');
    expect(applied).toHaveLength(committedMigrations.length);
  });

  it('give a new user its defaults', async () => {
    const [user] = await testDb.database.db
      .insert(users)
      .values({ email: 'defaults@example.com', name: 'Defaults' })
      .returning();
    expect(user).toMatchObject({
      credits: 0,
      language: 'vi',
      isVerified: false,
      isAdmin: false,
      planId: 'free_trial',
      planEndsAt: null,
    });
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuse a negative credit balance (CHECK credits >= 0)', async () => {
    const insertNegative = testDb.database.db
      .insert(users)
      .values({ email: 'negative@example.com', name: 'Negative', credits: -1 });
    await expect(insertNegative).rejects.toMatchObject({
      cause: { constraint: 'users_credits_non_negative' },
    });
  });

  it('refuse a second user with the same e-mail address', async () => {
    const values = { email: 'twice@example.com', name: 'Twice' };
    await testDb.database.db.insert(users).values(values);
    await expect(testDb.database.db.insert(users).values(values)).rejects.toMatchObject({
      cause: { constraint: 'users_email_unique' },
    });
  });

  it('refuse a language other than vi and en (CHECK users_language_known)', async () => {
    const insertFrench = testDb.database.db
      .insert(users)
      .values({ email: 'french@example.com', name: 'French', language: 'fr' as 'vi' });
    await expect(insertFrench).rejects.toMatchObject({
      cause: { constraint: 'users_language_known' },
    });
  });

  it('refuse a second free-trial ledger row for one user (unique partial index)', async () => {
    const [user] = await testDb.database.db
      .insert(users)
      .values({ email: 'trial@example.com', name: 'Trial' })
      .returning();
    const trialRow = { userId: user!.id, delta: 5, balanceAfter: 5, reason: 'free_trial' };
    await testDb.database.db.insert(creditLedger).values(trialRow);
    await expect(testDb.database.db.insert(creditLedger).values(trialRow)).rejects.toMatchObject({
      cause: { constraint: 'credit_ledger_one_free_trial' },
    });
  });
});
