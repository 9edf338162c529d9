/**
 * The admin Engines page's calls (docs/engines.md "The Engines page"): per studio, the engine,
 * its key (written, never read back: only a hint of its last characters), its base URL, the
 * Replicate dialect and model, and the quality label users see.
 */
import { z } from 'zod';
import { AI_ENGINES, ENGINE_QUALITIES, REPLICATE_PROTOCOLS } from '../engines';
import { SERVICE_SLUGS } from '../routes';

/** Long enough for any provider's key; short enough that nothing else is pasted by mistake. */
export const ENGINE_SECRET_MAX_LENGTH = 400;
/** How many of a key's last characters the page shows. */
export const SECRET_HINT_LENGTH = 4;

/** The environment variables that override the page, and whether each is set. */
export const ENGINE_ENVIRONMENT_VARIABLES = [
  'FAL_KEY',
  'FAL_BASE_URL',
  'REPLICATE_API_TOKEN',
  'REPLICATE_BASE_URL',
  'REPLICATE_PROTOCOL',
  'REPLICATE_TRYON_MODEL',
] as const;

export const engineSettingViewSchema = z.object({
  service: z.enum(SERVICE_SLUGS),
  /** The engines this studio can run on. */
  offered: z.array(z.enum(AI_ENGINES)),
  engine: z.enum(AI_ENGINES),
  quality: z.enum(ENGINE_QUALITIES),
  /** The variable that chose the engine (it wins), or null: the page's choice or the default. */
  chosen_by_variable: z.string().nullable(),
  /** Whether a key is saved, and its last characters ('…a1b2'); never the key. */
  secret_set: z.boolean(),
  secret_hint: z.string().nullable(),
  base_url: z.string().nullable(),
  replicate_protocol: z.enum(REPLICATE_PROTOCOLS).nullable(),
  replicate_model: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type EngineSettingView = z.infer<typeof engineSettingViewSchema>;

export const engineSettingsResponseSchema = z.object({
  studios: z.array(engineSettingViewSchema),
  /** Which of ENGINE_ENVIRONMENT_VARIABLES are set: those win over the page's values. */
  environment: z.record(z.enum(ENGINE_ENVIRONMENT_VARIABLES), z.boolean()),
});
export type EngineSettingsResponse = z.infer<typeof engineSettingsResponseSchema>;

const optionalUrl = z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).optional();

/** A change: a `secret` left out keeps the saved one; '' clears it. */
export const engineSettingUpdateSchema = z.object({
  engine: z.enum(AI_ENGINES),
  quality: z.enum(ENGINE_QUALITIES).optional(),
  secret: z.string().trim().max(ENGINE_SECRET_MAX_LENGTH).optional(),
  base_url: optionalUrl,
  replicate_protocol: z.enum(REPLICATE_PROTOCOLS).optional(),
  replicate_model: z
    .union([z.string().regex(/^[\w.-]+\/[\w.-]+(:[0-9a-f]{64})?$/), z.literal('')])
    .optional(),
});
export type EngineSettingUpdate = z.infer<typeof engineSettingUpdateSchema>;

export const engineServiceParamsSchema = z.object({ service: z.enum(SERVICE_SLUGS) });

/** Why a test failed, when the page says it in the admin's language. */
export const CONNECTION_TEST_CODES = [
  'unreachable',
  'no_fal_key',
  'no_replicate_token',
  'no_cog_url',
] as const;

export const connectionTestResponseSchema = z.object({
  ok: z.boolean(),
  /** What was called and what it answered, in the admin's words ('Replicate account: shop-ai'). */
  detail: z.string(),
  /**
   * `unreachable`: no answer at all (refused, timed out, not HTTP, a bad certificate). Every such
   * failure reads the same, so the test tells nothing about a network; the server logs why.
   * `no_…`: nothing was called, because the key, token or Cog URL is not set.
   */
  code: z.enum(CONNECTION_TEST_CODES).optional(),
});
export type ConnectionTestResponse = z.infer<typeof connectionTestResponseSchema>;
