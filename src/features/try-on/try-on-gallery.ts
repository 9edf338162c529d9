/**
 * "My gallery" (spec §2 tab): the photos this user uploaded in the try-on studio, kept on the
 * device per role, newest first, so a shop's own model photo is one tap away next time.
 */
import { openKeyValueStore } from '../../lib/storage/key-value-store';

export type GalleryRole = 'model' | 'garment';

export interface GalleryItem {
  id: string;
  owner: string;
  role: GalleryRole;
  name: string;
  blob: Blob;
  width: number;
  height: number;
  addedAt: number;
}

/** Photos kept per role; the oldest goes when one more arrives. */
export const GALLERY_LIMIT = 24;

// DO NOT RENAME without a migration (src/lib/storage/key-value-store.ts).
const items = openKeyValueStore<GalleryItem>('studio-tryon-gallery-v1', 'items');

export const tryOnGallery = {
  async list(owner: string, role: GalleryRole): Promise<GalleryItem[]> {
    const all = await items.entries();
    return all
      .map(([, item]) => item)
      .filter((item) => item.owner === owner && item.role === role)
      .sort((a, b) => b.addedAt - a.addedAt);
  },

  async add(item: GalleryItem): Promise<void> {
    await items.set(item.id, item);
    const kept = await this.list(item.owner, item.role);
    await Promise.all(kept.slice(GALLERY_LIMIT).map((old) => items.delete(old.id)));
  },

  remove: (id: string) => items.delete(id),
};
