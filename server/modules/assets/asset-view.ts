/** An asset row as the API shows it (common/contracts/assets.ts), with fresh signed URLs. */
import type { Asset } from '../../../common/contracts/assets';
import type { AssetRecord } from './assets.repository';
import type { MediaUrls } from './media-urls';

export function createAssetView(urls: MediaUrls) {
  return (record: AssetRecord): Asset => ({
    id: record.id,
    kind: record.kind,
    mime_type: record.mimeType,
    original_name: record.originalName,
    byte_size: record.byteSize,
    width: record.width,
    height: record.height,
    duration_ms: record.durationMs,
    created_at: record.createdAt.toISOString(),
    url: urls.sign(record.id, 'file'),
    thumbnail_url: record.thumbnailKey ? urls.sign(record.id, 'thumbnail') : null,
    poster_url: record.posterKey ? urls.sign(record.id, 'poster') : null,
  });
}
export type AssetView = ReturnType<typeof createAssetView>;
