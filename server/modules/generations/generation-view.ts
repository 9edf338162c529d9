/** A generation row as the API shows it (common/contracts/generations.ts), with fresh URLs. */
import {
  type CommunityGeneration,
  type GarmentCategory,
  type Generation,
  type GenerationErrorCode,
  GARMENT_CATEGORIES,
  type SharedGeneration,
} from '../../../common/contracts/generations';
import type { GenerationMediaUrls } from './generation-media-urls';
import type { GenerationRecord } from './generations.repository';

/** The public page of a shared result (the PWA's route). */
export const sharePath = (token: string) => `/share/${token}`;

/** Try-on's garment category, which the view has shown since before `params` existed. */
function categoryOf(record: GenerationRecord): GarmentCategory | null {
  const category = record.service === 'virtual-tryon' ? record.params.category : undefined;
  return GARMENT_CATEGORIES.find((known) => known === category) ?? null;
}

export function createGenerationView(urls: GenerationMediaUrls) {
  const resultUrls = (record: GenerationRecord) =>
    ({
      result_url: record.resultKey ? urls.sign(record.id, 'result') : null,
      result_type: record.resultKey ? (record.posterKey ? 'video' : 'image') : null,
      result_poster_url: record.posterKey ? urls.sign(record.id, 'poster') : null,
      result_thumbnail_url: record.thumbnailKey ? urls.sign(record.id, 'thumbnail') : null,
    }) as const;

  return {
    /** The owner's view: everything but the internal error detail. */
    owner(record: GenerationRecord): Generation {
      return {
        id: record.id,
        service: record.service,
        status: record.status,
        phase: record.status === 'processing' ? record.phase : null,
        engine: record.engine,
        quality: record.quality,
        category: categoryOf(record),
        params: record.params,
        credits_charged: record.creditsCharged,
        batch_id: record.batchId,
        inputs: record.inputs.map((input) => ({
          role: input.role,
          url: urls.sign(record.id, input.role),
          asset_id: input.assetId,
        })),
        ...resultUrls(record),
        result_width: record.resultWidth,
        result_height: record.resultHeight,
        watermarked: record.watermarked,
        error_code: record.status === 'failed' ? (record.errorCode as GenerationErrorCode) : null,
        processing_ms: record.finishedAt
          ? record.finishedAt.getTime() - record.createdAt.getTime()
          : null,
        shared: record.shared,
        share_url: record.shared && record.shareToken ? sharePath(record.shareToken) : null,
        created_at: record.createdAt.toISOString(),
        finished_at: record.finishedAt?.toISOString() ?? null,
      };
    },

    /** Anyone's view of a shared success: the result only, no inputs, no owner. */
    shared(record: GenerationRecord & { shareToken: string }): SharedGeneration {
      return {
        id: record.id,
        service: record.service,
        engine: record.engine,
        quality: record.quality,
        category: categoryOf(record),
        ...resultUrls(record),
        result_url: urls.sign(record.id, 'result'),
        result_width: record.resultWidth,
        result_height: record.resultHeight,
        share_url: sharePath(record.shareToken),
        created_at: record.createdAt.toISOString(),
      };
    },

    community(record: GenerationRecord & { shareToken: string }): CommunityGeneration {
      const { id, service, result_url, result_thumbnail_url, share_url, created_at } =
        this.shared(record);
      return { id, service, result_url, result_thumbnail_url, share_url, created_at };
    },
  };
}
export type GenerationView = ReturnType<typeof createGenerationView>;
