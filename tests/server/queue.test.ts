import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { drizzleTxBossDb } from '../../server/jobs/drizzle-tx-boss-db';
import { registerJobHandlers } from '../../server/jobs/handlers';
import { JOB_NAMES } from '../../server/jobs/job-names';
import { type Queue, startQueue } from '../../server/jobs/queue';
import { createTestDatabase, silentLogger, type TestDatabase } from './test-app';

let testDb: TestDatabase;
let queue: Queue;
beforeAll(async () => {
  testDb = await createTestDatabase();
  queue = await startQueue(testDb.database, testDb.config, silentLogger);
});
afterAll(async () => {
  await queue.stop();
  await testDb.close();
});

describe('drizzleTxBossDb', () => {
  it('enqueues a job that exists once the transaction commits', async () => {
    const jobId = await testDb.database.db.transaction((tx) =>
      queue.boss.send(JOB_NAMES.heartbeat, {}, { db: drizzleTxBossDb(tx) }),
    );
    expect(jobId).toEqual(expect.any(String));
    expect(await queue.boss.getJobById(JOB_NAMES.heartbeat, jobId ?? '')).toMatchObject({
      state: 'created',
    });
  });

  it('leaves no job behind when the transaction rolls back', async () => {
    let jobId: string | null = null;
    const transaction = testDb.database.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'rollback@example.com', name: 'Rollback' });
      jobId = await queue.boss.send(JOB_NAMES.heartbeat, {}, { db: drizzleTxBossDb(tx) });
      tx.rollback();
    });
    await expect(transaction).rejects.toThrow(/Rollback/);
    expect(jobId).toEqual(expect.any(String));
    expect(await queue.boss.getJobById(JOB_NAMES.heartbeat, jobId ?? '')).toBeNull();
    expect(await testDb.database.db.select().from(users)).toEqual([]);
  });
});

describe('startQueue', () => {
  // docs/architecture.md#job-queue
  it('rewrites the options of an existing queue at every start', async () => {
    const name = JOB_NAMES.heartbeat;
    await queue.boss.updateQueue(name, { name, expireInSeconds: 900 });
    const restarted = await startQueue(testDb.database, testDb.config, silentLogger);
    try {
      expect(await queue.boss.getQueue(name)).toMatchObject({ expireInSeconds: 60 });
    } finally {
      await restarted.stop();
    }
  });

  it('answers ping while running and refuses once stopped', async () => {
    const other = await startQueue(testDb.database, testDb.config, silentLogger);
    await expect(other.ping()).resolves.toBeUndefined();
    await other.stop();
    await expect(other.ping()).rejects.toThrow(/stopped/);
  });
});

describe('the job handlers', () => {
  it('complete a heartbeat job', async () => {
    await registerJobHandlers(queue);
    const jobId = await queue.boss.send(JOB_NAMES.heartbeat, {});
    await expect
      .poll(async () => (await queue.boss.getJobById(JOB_NAMES.heartbeat, jobId ?? ''))?.state, {
        timeout: 10_000,
        interval: 200,
      })
      .toBe('completed');
  });
});
