/**
 * Covers uploaded from the post editor (docs/admin.md#blog-management): the type is read from
 * the bytes, the picture decoded whole (a damaged one is refused now), turned upright, scaled to
 * fit BLOG_COVER_MAX_EDGE_PX and stored as a WebP without metadata, under a random name. The
 * path it answers is what a post's `cover_image` holds; the file is public (readers load it) and
 * its bytes never change, so it is cached for good.
 */
import { randomBytes } from 'node:crypto';
import { BLOG_COVER_MAX_EDGE_PX } from '../../../common/contracts/blog-admin-reads';
import type { AdminBlogCover } from '../../../common/contracts/blog-admin-reads';
import {
  ACCEPTED_IMAGE_LABEL,
  ACCEPTED_IMAGE_TYPES,
  type AcceptedImageType,
  SNIFF_BYTES,
  sniffMediaType,
} from '../../../common/media';
import { makeWebpWithin } from '../../adapters/media/image-processor';
import { MediaError } from '../../adapters/media/media-error';
import type { Storage } from '../../adapters/storage/storage';
import { mediaRefused, unsupportedFileType } from '../assets/asset-errors';

/** The storage folder and the URL path the covers are served under. Do not rename. */
export const BLOG_COVER_PREFIX = 'blog-covers';
const COVER_TYPE = 'image/webp';
const COVER_NAME = /^[0-9a-f]{24}\.webp$/;

export function createBlogCoversService(storage: Storage) {
  return {
    async upload(bytes: Uint8Array): Promise<AdminBlogCover> {
      const type = sniffMediaType(bytes.subarray(0, SNIFF_BYTES));
      if (!ACCEPTED_IMAGE_TYPES.includes(type as AcceptedImageType))
        throw unsupportedFileType(ACCEPTED_IMAGE_LABEL);
      const cover = await makeWebpWithin(bytes, BLOG_COVER_MAX_EDGE_PX).catch((error: unknown) => {
        throw error instanceof MediaError ? mediaRefused(error.problem) : error;
      });
      const name = `${randomBytes(12).toString('hex')}.webp`;
      await storage.put(`${BLOG_COVER_PREFIX}/${name}`, cover.bytes, COVER_TYPE);
      return {
        cover_image: `/${BLOG_COVER_PREFIX}/${name}`,
        width: cover.width,
        height: cover.height,
      };
    },

    /** The stored cover called `name`, or undefined (also for a name we would never make). */
    read(name: string) {
      return COVER_NAME.test(name) ? storage.get(`${BLOG_COVER_PREFIX}/${name}`) : undefined;
    },
  };
}
export type BlogCoversService = ReturnType<typeof createBlogCoversService>;
