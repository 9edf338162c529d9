/** Test data factories for the asset library and body models (common/contracts/assets.ts, body-models.ts). */
import type { Asset, AssetListResponse } from '../../../common/contracts/assets';
import type { BodyModel } from '../../../common/contracts/body-models';

let next = 1;
const id = (group: string) => `00000000-0000-4000-${group}-${String(next++).padStart(12, '0')}`;

export function makeAsset(overrides: Partial<Asset> = {}): Asset {
  const assetId = id('c000');
  return {
    id: assetId,
    kind: 'image',
    mime_type: 'image/jpeg',
    original_name: 'photo.jpg',
    byte_size: 1000,
    width: 1500,
    height: 2000,
    duration_ms: null,
    created_at: '2026-11-01T08:00:00.000Z',
    url: `/media/assets/${assetId}/file?sig=x`,
    thumbnail_url: `/media/assets/${assetId}/thumbnail?sig=x`,
    poster_url: overrides.kind === 'video' ? `/media/assets/${assetId}/poster?sig=x` : null,
    ...overrides,
  };
}

export function makeBodyModel(overrides: Partial<BodyModel> = {}): BodyModel {
  return {
    id: id('d000'),
    asset: makeAsset({ original_name: 'body-model.jpg' }),
    generation_id: null,
    params: { height_cm: 165, weight_kg: 58 },
    created_at: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

/** One page of the asset library, the last. */
export function assetListOf(items: Asset[] = []): AssetListResponse {
  return { items, next_cursor: null, total: items.length };
}
