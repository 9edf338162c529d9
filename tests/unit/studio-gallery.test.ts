// Node environment on purpose: its Blob survives fake-indexeddb's structured clone (jsdom's does not).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { studioGallery, type GalleryItem } from '../../src/components/studio/studio-gallery';
import { openKeyValueStore } from '../../src/lib/storage/key-value-store';

const item = (id: string, role: string, addedAt: number) =>
  ({
    id,
    owner: 'ann',
    role,
    name: `${id}.jpg`,
    blob: new Blob([new Uint8Array([1])]),
    width: 10,
    height: 10,
    addedAt,
  }) as GalleryItem;

describe('my gallery', () => {
  it('lists a role’s photos newest first, the try-on photos kept under their old names too', async () => {
    // What the try-on studio kept before the gallery served every studio: its input fields.
    const older = openKeyValueStore<GalleryItem>('studio-tryon-gallery-v1', 'items');
    await older.set('old-model', item('old-model', 'model', 1));
    await older.set('old-garment', item('old-garment', 'garment', 2));
    await studioGallery.add(item('new-model', 'person_image', 3));
    await studioGallery.add(item('portrait', 'original_person', 4));

    const people = await studioGallery.list('ann', 'person_image');
    expect(people.map((photo) => photo.id)).toEqual(['new-model', 'old-model']);
    expect((await studioGallery.list('ann', 'clothing_item')).map((photo) => photo.id)).toEqual([
      'old-garment',
    ]);
    expect((await older.get('old-model'))?.role).toBe('person_image');
    expect(await studioGallery.list('bob', 'person_image')).toEqual([]);
  });
});
