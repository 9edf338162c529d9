// Node environment on purpose: its Blob survives fake-indexeddb's structured clone (jsdom's does not).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { generationFormData } from '../../src/lib/api/generations';
import { tryOnParts } from '../../src/features/try-on/try-on-request';
import type { OutboxEntry } from '../../src/lib/pwa/outbox-types';
import { openOutboxStore } from '../../src/lib/pwa/outbox-store';

const photo = () => new Blob([new Uint8Array([255, 216, 255, 224])], { type: 'image/jpeg' });

function entryWith(parts: ReturnType<typeof tryOnParts>): OutboxEntry {
  return {
    ...parts,
    service: 'virtual-tryon',
    id: 'entry-1',
    userId: 'ann',
    idempotencyKey: '6f1d0c1e-5a57-4c1b-9d1f-1f0c6f3b2a10',
    createdAt: 1,
    attempts: 0,
    nextAttemptAt: 1,
    state: 'queued',
    lastError: null,
  };
}

describe('the outbox on IndexedDB', () => {
  it('keeps a request with its uploaded photo, its fields and its key across a reload', async () => {
    const parts = tryOnParts({
      model: { kind: 'file', blob: photo(), name: 'me.jpg' },
      garment: { kind: 'sample', id: 'garment-camel-blazer' },
      category: 'outerwear',
    });
    await openOutboxStore().put(entryWith(parts));

    const [kept] = await openOutboxStore().list(); // a new page opens the same store
    expect(kept).toMatchObject({
      idempotencyKey: '6f1d0c1e-5a57-4c1b-9d1f-1f0c6f3b2a10',
      fields: { category: 'outerwear', garment_sample_id: 'garment-camel-blazer' },
    });
    expect(kept!.files.map(({ field, name }) => ({ field, name }))).toEqual([
      { field: 'model', name: 'me.jpg' },
    ]);
    expect(new Uint8Array(await kept!.files[0]!.blob.arrayBuffer())).toEqual(
      new Uint8Array([255, 216, 255, 224]),
    );
    await openOutboxStore().remove('entry-1');
    expect(await openOutboxStore().list()).toEqual([]);
  });

  it('posts a kept request as the same form the studio posts online', async () => {
    const request = {
      model: { kind: 'asset', id: 'asset-1' },
      garment: { kind: 'file', blob: photo(), name: 'dress.jpg' },
      category: 'dresses',
    } as const;
    const form = generationFormData(tryOnParts(request));
    expect([...form.keys()].sort()).toEqual(['category', 'garment', 'model_asset_id']);
    expect(form.get('model_asset_id')).toBe('asset-1');
    expect((form.get('garment') as File).name).toBe('dress.jpg');
  });
});
