/**
 * The asset library's HTTP contract: POST/GET/DELETE /api/assets. Files are fetched through
 * short-lived signed URLs, so an <img> can show them without an Authorization header.
 */
import { z } from 'zod';

export const assetSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'video']),
  mime_type: z.string(),
  original_name: z.string(),
  byte_size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  created_at: z.string(),
  /** Signed, expiring URL of the stored file. */
  url: z.string(),
  /** Signed, expiring URL of a small WebP preview (320 px long edge). */
  thumbnail_url: z.string().nullable(),
  /**
   * A video's poster: a WebP of a frame, 1280 px on its long edge at most, for the player; null
   * for an image.
   */
  poster_url: z.string().nullable(),
});
export type Asset = z.infer<typeof assetSchema>;
export type AssetKind = Asset['kind'];

export const ASSET_PAGE_SIZE_DEFAULT = 30;
export const ASSET_PAGE_SIZE_MAX = 100;
/** Our cursors are under 100 characters; a longer one is not ours. */
export const PAGE_CURSOR_MAX_LENGTH = 200;

export const assetListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ASSET_PAGE_SIZE_MAX).default(ASSET_PAGE_SIZE_DEFAULT),
  /** Opaque: the `next_cursor` of the previous page. */
  cursor: z.string().max(PAGE_CURSOR_MAX_LENGTH).optional(),
  kind: z.enum(['image', 'video']).optional(),
});

export const assetListResponseSchema = z.object({
  items: z.array(assetSchema),
  next_cursor: z.string().nullable(),
  total: z.number().int(),
});
export type AssetListResponse = z.infer<typeof assetListResponseSchema>;
