/** The asset library's calls (common/contracts/assets.ts). */
import { downloadBlob } from '../../lib/api/download-blob';
import type { Asset, AssetListResponse } from '../../../common/contracts/assets';
import { apiRequest } from '../../lib/api/client';

export const assetsApi = {
  list: (cursor?: string) =>
    apiRequest<AssetListResponse>('/api/assets', { query: { cursor, limit: 60 } }),
  upload(file: Blob, name: string): Promise<Asset> {
    const body = new FormData();
    body.append('file', file, name);
    return apiRequest<Asset>('/api/assets', { method: 'POST', body });
  },
  remove: (id: string) =>
    apiRequest<null>(`/api/assets/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  /** The file behind a signed URL (same origin; no token needed). */
  download: downloadBlob,
};
