/**
 * "My gallery": the photos a user uploaded in the studios, kept on the device per input role
 * (a person photo, a garment, a portrait…), newest first, so a shop's own model photo is one
 * tap away next time, in every studio that takes that role.
 */
import type { InputRole } from '../../../common/studios/studio';
import { openKeyValueStore } from '../../lib/storage/key-value-store';

export interface GalleryItem {
  id: string;
  owner: string;
  role: InputRole;
  name: string;
  blob: Blob;
  width: number;
  height: number;
  addedAt: number;
}

/** Photos kept per role; the oldest goes when one more arrives. */
export const GALLERY_LIMIT = 24;

/**
 * The try-on studio kept its photos here first, under its input fields: read as their roles.
 * DO NOT RENAME the database without a migration (src/lib/storage/key-value-store.ts): its name
 * is older than the other studios.
 */
const items = openKeyValueStore<GalleryItem>('studio-tryon-gallery-v1', 'items');
const OLDER_ROLES: Readonly<Record<string, InputRole>> = {
  model: 'person_image',
  garment: 'clothing_item',
};

async function listAll(): Promise<GalleryItem[]> {
  const all = await items.entries();
  return Promise.all(
    all.map(async ([id, item]) => {
      const role = OLDER_ROLES[item.role];
      if (!role) return item;
      const moved = { ...item, role };
      await items.set(id, moved);
      return moved;
    }),
  );
}

export const studioGallery = {
  async list(owner: string, role: InputRole): Promise<GalleryItem[]> {
    return (await listAll())
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
