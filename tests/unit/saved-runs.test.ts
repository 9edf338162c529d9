// Node environment on purpose: its Blob survives fake-indexeddb's structured clone (jsdom's does not).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { savedRunsOf, savedRequestOf, withRequest } from '../../src/lib/generation/saved-runs';
import { openKeyValueStore } from '../../src/lib/storage/key-value-store';

let users = 0;
const newOwner = () => `user-${++users}`;
const sample = (id: string) => ({
  key: `sample:${id}`,
  source: { kind: 'sample', id } as const,
  label: id,
  origin: 'sample' as const,
  sampleUrl: `/samples/${id}.webp`,
});

describe('the saved run of a studio', () => {
  it('is kept per user and studio: one studio’s run never shows in another', async () => {
    const owner = newOwner();
    await savedRunsOf('virtual-tryon').save({ owner, generationId: 'gen-tryon', savedAt: 1 });
    await savedRunsOf('body-generator').save({ owner, pendingKey: 'key-body', savedAt: 2 });
    expect(await savedRunsOf('virtual-tryon').load(owner)).toMatchObject({
      generationId: 'gen-tryon',
    });
    expect(await savedRunsOf('body-generator').load(owner)).toMatchObject({
      pendingKey: 'key-body',
    });
    await savedRunsOf('body-generator').clear(owner);
    expect(await savedRunsOf('body-generator').load(owner)).toBeUndefined();
    expect(await savedRunsOf('virtual-tryon').load(owner)).toBeDefined();
  });

  it('moves a try-on run saved before the upgrade (studio-tryon-v1) instead of losing it', async () => {
    const owner = newOwner();
    const older = openKeyValueStore<Record<string, unknown>>('studio-tryon-v1', 'runs');
    const kept = {
      owner,
      pendingKey: 'key-before-upgrade',
      category: 'dresses',
      savedAt: 5,
      model: sample('model-linh'),
      garment: sample('garment-1'),
    };
    await older.set(owner, kept);

    const run = await savedRunsOf('virtual-tryon').load(owner);
    expect(run).toEqual(kept);
    expect(savedRequestOf('virtual-tryon', run!)).toEqual({
      picks: { model: kept.model, garment: kept.garment },
      params: { category: 'dresses' },
    });
    expect(await older.get(owner)).toBeUndefined();
    expect(await savedRunsOf('virtual-tryon').load(owner)).toEqual(kept);
  });

  it('keeps the request beside the run, and the run’s own fields win', async () => {
    const owner = newOwner();
    const run = withRequest(
      { owner, queuedKey: 'key-1', savedAt: 3 },
      { picks: { face: null }, params: { height_cm: 170 } },
    );
    expect(run).toEqual({ owner, queuedKey: 'key-1', savedAt: 3, face: null, height_cm: 170 });
  });

  it('moves a queued run onto its generation once sent, and only the one with that key', async () => {
    const owner = newOwner();
    const runs = savedRunsOf('hairstyle-changer');
    await runs.save({ owner, queuedKey: 'key-a', savedAt: 1 });
    await runs.sent(owner, 'key-other', 'gen-other');
    expect(await runs.load(owner)).toMatchObject({ queuedKey: 'key-a' });
    await runs.sent(owner, 'key-a', 'gen-a');
    const sent = await runs.load(owner);
    expect(sent).toMatchObject({ generationId: 'gen-a' });
    expect(sent!.queuedKey).toBeUndefined();
  });

  it('writes in the order asked: a save after a "sent" is never overwritten by it', async () => {
    const owner = newOwner();
    const runs = savedRunsOf('image-editing');
    await runs.save({ owner, queuedKey: 'key-a', savedAt: 1 });
    // The outbox reports the old request sent while the studio already saves a new one.
    const sent = runs.sent(owner, 'key-a', 'gen-a');
    const saved = runs.save({ owner, pendingKey: 'key-b', savedAt: 2 });
    await Promise.all([sent, saved]);
    expect(await runs.load(owner)).toEqual({ owner, pendingKey: 'key-b', savedAt: 2 });
  });
});
