/**
 * The generation pipeline's HTTP contract (docs/architecture.md#generation-pipeline): POST
 * /api/ai/<service> answers 202 with a generation; GET /api/generations/:id and its SSE stream
 * follow it; GET /api/generations is the history. One record shape serves the wizard, the history
 * and the dashboard (docs/product-rules.md#generation-record).
 */
import { z } from 'zod';
import { INPUT_ROLES } from '../studios/studio';
import { SERVICE_SLUGS } from '../studios/studios';
import { GARMENT_CATEGORIES } from '../studios/virtual-tryon';
import { PAGE_CURSOR_MAX_LENGTH } from './assets';

export { GARMENT_CATEGORIES, INPUT_ROLES };
export type { GarmentCategory } from '../studios/virtual-tryon';
export type { InputRole } from '../studios/studio';

/** The studios of the registry (common/studios/). A generation belongs to exactly one. */
export const generationServiceSchema = z.enum(SERVICE_SLUGS);
export type GenerationService = z.infer<typeof generationServiceSchema>;

/**
 * The statuses of docs/product-rules.md#generation: idle, processing, then success or failed.
 * `queued` is waiting for a worker.
 */
export const GENERATION_STATUSES = ['queued', 'processing', 'success', 'failed'] as const;
export const generationStatusSchema = z.enum(GENERATION_STATUSES);
export type GenerationStatus = z.infer<typeof generationStatusSchema>;

/** The phases a running generation goes through, in order (docs/product-rules.md#generation). */
export const GENERATION_PHASES = ['analysing', 'processing', 'generating', 'completing'] as const;
export const generationPhaseSchema = z.enum(GENERATION_PHASES);
export type GenerationPhase = z.infer<typeof generationPhaseSchema>;

/** Try-on's garment categories (common/studios/virtual-tryon.ts). */
export const garmentCategorySchema = z.enum(GARMENT_CATEGORIES);

/**
 * Stable failure codes: the client localises them, the server never sends prose for them.
 * `input_unreadable`: an input is not a decodable image; `no_person_detected`: the model photo
 * shows nobody the engine can dress; `no_face_detected`: a studio that works on a face (hair,
 * a body's face photo) found none; `provider_failed` / `provider_timeout`: a hosted engine
 * failed or did not answer in time; `internal`: anything else (already logged). A studio that
 * needs a new code adds it here and in both languages' `generation:errors`.
 */
export const GENERATION_ERROR_CODES = [
  'input_unreadable',
  'no_person_detected',
  'no_face_detected',
  'provider_failed',
  'provider_timeout',
  'internal',
] as const;
export const generationErrorCodeSchema = z.enum(GENERATION_ERROR_CODES);
export type GenerationErrorCode = z.infer<typeof generationErrorCodeSchema>;

/**
 * The input roles of a history item (docs/product-rules.md#generation-record), plus `source_image`
 * and `mask` (common/studios/).
 */
export const inputRoleSchema = z.enum(INPUT_ROLES);

/** A generation's parameters, as its studio's registry entry describes them. */
export const generationParamsSchema = z.record(z.string(), z.unknown());

export const RESULT_TYPES = ['image', 'video'] as const;
export const resultTypeSchema = z.enum(RESULT_TYPES);
export type ResultType = z.infer<typeof resultTypeSchema>;

export const generationInputSchema = z.object({
  role: inputRoleSchema,
  /** Signed, expiring URL of the stored input. */
  url: z.string(),
  /** The library asset it came from, when it came from one. */
  asset_id: z.string().nullable(),
});

export const generationSchema = z.object({
  id: z.string(),
  service: generationServiceSchema,
  status: generationStatusSchema,
  /** The phase while processing; null otherwise. */
  phase: generationPhaseSchema.nullable(),
  /**
   * Which engine ran it: 'local', 'fal', … (the "model", docs/product-rules.md#generation-record).
   */
  engine: z.string(),
  /** Engine-specific quality label: 'preview' for the local engine. */
  quality: z.enum(['preview', 'standard']),
  /** Try-on's garment category (also in `params`); null for the other studios. */
  category: garmentCategorySchema.nullable(),
  /**
   * The request's validated parameters (its studio's registry entry describes them). Always
   * sent; optional so that records kept by an older client still parse.
   */
  params: generationParamsSchema.optional(),
  credits_charged: z.number().int(),
  /**
   * The batch request it is one output of (common/contracts/batch-tryon.ts), which history
   * shows as one group; null for a generation asked for alone. Optional as `params` is.
   */
  batch_id: z.uuid().nullable().optional(),
  inputs: z.array(generationInputSchema),
  /** Signed URL of the result; null until success. */
  result_url: z.string().nullable(),
  /** What the result is: an image, or a video with a poster. Optional as `params` is. */
  result_type: resultTypeSchema.nullable().optional(),
  /** A video result's first frame, full size; null otherwise. Optional as `params` is. */
  result_poster_url: z.string().nullable().optional(),
  result_thumbnail_url: z.string().nullable(),
  result_width: z.number().int().nullable(),
  result_height: z.number().int().nullable(),
  watermarked: z.boolean(),
  error_code: generationErrorCodeSchema.nullable(),
  /** Queued → finished, in ms; null until finished. */
  processing_ms: z.number().int().nullable(),
  shared: z.boolean(),
  /** The public page of a shared result; null while sharing is off. */
  share_url: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Generation = z.infer<typeof generationSchema>;

/** POST /api/ai/<service> and POST /api/generations/:id/regenerate: 202 (a replay: 200). */
export const createGenerationResponseSchema = z.object({ generation: generationSchema });
export type CreateGenerationResponse = z.infer<typeof createGenerationResponseSchema>;

/**
 * Stable codes of the generation endpoints' refusals (beside common/contracts/errors.ts). The
 * bodies are the usual `{ code, detail | message }`.
 */
export const GENERATION_REQUEST_ERRORS = {
  /** 400: the Idempotency-Key header is missing. */
  idempotencyKeyMissing: 'idempotency_key_missing',
  /** 400: the Idempotency-Key header is not 8 to 255 visible ASCII characters. */
  idempotencyKeyInvalid: 'idempotency_key_invalid',
  /** 422: this Idempotency-Key was used for a different request. */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** 409 with Retry-After: the first request with this key is still being created. */
  idempotencyKeyInProgress: 'idempotency_key_in_progress',
  /**
   * 501: the studio is in the registry (GET /api/studios lists it) but has no engine module
   * yet, so it takes no generations; nothing is charged.
   */
  studioNotAvailable: 'studio_not_available',
  /**
   * 400: a required input is missing (try-on: 'Please select both model and garment before
   * generating.'); `fields` and `field_issues` name each one.
   */
  missingInputs: 'missing_inputs',
  /**
   * 422: the studio cannot use an input (a photo with no face, several faces or a face too
   * small; a mask not the photo's size); `fields` and `field_issues` name each one. Nothing is
   * stored or charged, and the Idempotency-Key stays free.
   */
  inputsRefused: 'inputs_refused',
  /**
   * 422: the request asks the built-in (offline) engine for something only a hosted engine
   * can do (image editing: a free prompt); `field_issues` names the field with
   * `needs_hosted_engine` and the presets that work offline. Nothing is stored or charged.
   */
  needsHostedEngine: 'needs_hosted_engine',
  /** 400: one input was given two ways (a file and an asset id, …). */
  conflictingInputs: 'conflicting_inputs',
  /** 404: `*_sample_id` names no shipped sample of that kind. */
  sampleNotFound: 'sample_not_found',
  /** 402: the balance is below the cost; the body carries balance, cost and shortage. */
  insufficientCredits: 'insufficient_credits',
  /**
   * 403: the user's plan does not include what the request asks for (a batch, a video
   * resolution above its cap); `gate` names the feature. Nothing is stored or charged, and the
   * Idempotency-Key stays free.
   */
  planLimit: 'plan_limit',
  /** 409: a queued or processing generation cannot be deleted. */
  generationRunning: 'generation_running',
  /** 409: only a successful generation can be shared. */
  generationNotShareable: 'generation_not_shareable',
} as const;

/**
 * The 402 body (the insufficient-credit message shows balance, cost and shortage:
 * docs/product-rules.md#credits-check).
 */
export const insufficientCreditsErrorSchema = z.object({
  code: z.literal(GENERATION_REQUEST_ERRORS.insufficientCredits),
  detail: z.string(),
  balance: z.number().int(),
  cost: z.number().int(),
  shortage: z.number().int(),
});
export type InsufficientCreditsError = z.infer<typeof insufficientCreditsErrorSchema>;

/*
 * POST /api/ai/<service>, multipart or JSON (docs/studios.md "The route"): each of the studio's
 * inputs is a file part `<field>`, an `<field>_asset_id` naming one of the user's assets or an
 * `<field>_sample_id` naming a shipped sample (common/samples.ts); every other field is one of
 * the studio's parameters. Header `Idempotency-Key` (8 to 255 visible ASCII characters) is
 * required. Try-on: `model`, `garment` and `category`.
 */

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set (to 'true') on the 200 that answers a replayed Idempotency-Key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(255)
  .regex(/^[\x21-\x7e]+$/);
/**
 * How long the server keeps an Idempotency-Key (at least 7 days,
 * docs/architecture.md#idempotency-keys).
 */
export const IDEMPOTENCY_KEY_TTL_DAYS = 7;

/**
 * History filters (docs/product-rules.md#generation-record): Completed, Processing, Failed map onto
 * statuses.
 */
export const HISTORY_STATUS_FILTERS = ['completed', 'processing', 'failed'] as const;
export const GENERATION_PAGE_SIZE_DEFAULT = 20;
export const GENERATION_PAGE_SIZE_MAX = 100;

export const generationListQuerySchema = z.object({
  service: generationServiceSchema.optional(),
  status: z.enum(HISTORY_STATUS_FILTERS).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(GENERATION_PAGE_SIZE_MAX)
    .default(GENERATION_PAGE_SIZE_DEFAULT),
  /** Opaque: the `next_cursor` of the previous page. */
  cursor: z.string().max(PAGE_CURSOR_MAX_LENGTH).optional(),
});
export type GenerationListQuery = z.infer<typeof generationListQuerySchema>;

export const generationListResponseSchema = z.object({
  items: z.array(generationSchema),
  next_cursor: z.string().nullable(),
  total: z.number().int(),
});
export type GenerationListResponse = z.infer<typeof generationListResponseSchema>;

/** PUT /api/generations/:id/share {shared}: answers the Generation (share_url set while on). */
export const shareRequestSchema = z.object({ shared: z.boolean() });

/**
 * GET /api/share/:token (public, no sign-in): a shared result only, never its inputs or owner.
 * 404 once its owner turns sharing off (the token is then forgotten: a new share is a new link).
 */
export const sharedGenerationSchema = z.object({
  id: z.string(),
  service: generationServiceSchema,
  engine: z.string(),
  quality: z.enum(['preview', 'standard']),
  category: garmentCategorySchema.nullable(),
  result_url: z.string(),
  result_type: resultTypeSchema.nullable().optional(),
  result_poster_url: z.string().nullable().optional(),
  result_thumbnail_url: z.string().nullable(),
  result_width: z.number().int().nullable(),
  result_height: z.number().int().nullable(),
  share_url: z.string(),
  created_at: z.string(),
});
export type SharedGeneration = z.infer<typeof sharedGenerationSchema>;

/**
 * EventSource cannot send an Authorization header: the events stream alone also takes the access
 * token as this query parameter (`…/events?access_token=<jwt>`).
 */
export const EVENTS_ACCESS_TOKEN_PARAM = 'access_token';

/**
 * GET /api/generations/:id/events (Server-Sent Events). Every event's data is one of these;
 * the stream ends after `done`. The first event is always the current state.
 */
export const generationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('state'), generation: generationSchema }),
  z.object({ type: z.literal('done'), generation: generationSchema }),
]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;

/** GET /api/dashboard: the signed-in user's stats (docs/product-rules.md#dashboard). */
export const dashboardStatsSchema = z.object({
  credits: z.number().int(),
  total_generations: z.number().int(),
  completed: z.number().int(),
  processing: z.number().int(),
  failed: z.number().int(),
  assets: z.number().int(),
  per_service: z.record(generationServiceSchema, z.number().int()),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** A community card: a shared result, without its owner's inputs or identity. */
export const communityGenerationSchema = z.object({
  id: z.string(),
  service: generationServiceSchema,
  result_url: z.string(),
  result_thumbnail_url: z.string().nullable(),
  share_url: z.string(),
  created_at: z.string(),
});
export type CommunityGeneration = z.infer<typeof communityGenerationSchema>;

export const COMMUNITY_LIMIT_DEFAULT = 12;
export const COMMUNITY_LIMIT_MAX = 50;

/** GET /api/community (public): the latest shared successes of everyone, newest first. */
export const communityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(COMMUNITY_LIMIT_MAX).default(COMMUNITY_LIMIT_DEFAULT),
});
export const communityResponseSchema = z.object({ items: z.array(communityGenerationSchema) });
export type CommunityResponse = z.infer<typeof communityResponseSchema>;
