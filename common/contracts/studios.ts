/**
 * GET /api/studios (docs/studios.md "GET /api/studios"): the studio registry as JSON, public and
 * cacheable, for the PWA and API clients. Each studio says what POST /api/ai/<service> takes
 * (its inputs, its parameters with their types, allowed values and ranges), what it costs, and
 * whether and on which engine it runs here.
 */
import { z } from 'zod';
import { INPUT_ROLES, STUDIO_ICON_KEYS } from '../studios/studio';
import { SERVICE_SLUGS } from '../studios/studios';

const value = z.union([z.string(), z.number(), z.boolean()]);

/** One parameter: its type, whether it is required, and its values or range (params.ts). */
export const paramDescriptionSchema = z.object({
  type: z.enum(['enum', 'enum_list', 'colour', 'number', 'integer', 'boolean', 'text']),
  required: z.boolean(),
  values: z.array(z.string()).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  max_length: z.number().int().optional(),
  max_items: z.number().int().optional(),
  default: value.optional(),
});
export type ParamDescriptionBody = z.infer<typeof paramDescriptionSchema>;

export const studioInputDescriptionSchema = z.object({
  /** `<field>` (a file part), `<field>_asset_id` or `<field>_sample_id` in the request. */
  field: z.string(),
  role: z.enum(INPUT_ROLES),
  required: z.boolean(),
  /** The kind of shipped samples `<field>_sample_id` takes; null: none. */
  samples: z.enum(['model', 'garment']).nullable(),
});

/** A rich option of `options` (common/studios/studio-options.ts): an id and its details. */
export const optionItemSchema = z.looseObject({ id: z.string() });

const bothLanguages = z.object({ vi: z.string(), en: z.string() });

/** The hairstyle changer's `options.templates`: what `hairstyle` takes, as people read it. */
export const hairstyleTemplateOptionSchema = z.object({
  id: z.string(),
  gender: z.enum(['female', 'male']),
  category: z.enum(['short', 'medium', 'long', 'curly', 'updos']),
  names: bothLanguages,
  descriptions: bothLanguages,
  /** Path of its preview picture on this site. */
  preview: z.string(),
});
export type HairstyleTemplateOption = z.infer<typeof hairstyleTemplateOptionSchema>;

/** The hairstyle changer's `options.colors`: the named colours `hair_color` takes. */
export const hairColourOptionSchema = z.object({
  id: z.string(),
  hex: z.string(),
  names: bothLanguages,
});
export type HairColourOption = z.infer<typeof hairColourOptionSchema>;

export const studioDescriptionSchema = z.object({
  service: z.enum(SERVICE_SLUGS),
  path: z.string(),
  legacy_path: z.string().nullable(),
  /** Credits one generation costs. */
  cost: z.number().int(),
  order: z.number().int(),
  icon: z.enum(STUDIO_ICON_KEYS),
  inputs: z.array(studioInputDescriptionSchema),
  params: z.record(z.string(), paramDescriptionSchema),
  /** Groups of parameters of which at least one must be given. */
  required_one_of: z.array(z.array(z.string())),
  /**
   * The allowed values of each enum (and enum list) parameter and the named colours of each
   * colour parameter, and lists of richer options (the hairstyle changer's `templates` and
   * `colors`).
   */
  options: z.record(z.string(), z.array(z.union([z.string(), optionItemSchema]))),
  /** Whether POST /api/ai/<service> takes generations here (else 501 studio_not_available). */
  available: z.boolean(),
  /** The configured engine ('local', 'fal', …); null while the studio is not available. */
  engine: z.string().nullable(),
  /** 'preview' for the local engine, 'standard' for hosted ones; null while not available. */
  quality: z.enum(['preview', 'standard']).nullable(),
  /**
   * Measured on this server: the median seconds from request to result of the studio's latest
   * successful runs on `engine` (docs/studios.md "How long a run takes"); null until it has run
   * a few times. Defaults keep an answer cached before these fields parsing.
   */
  median_seconds: z.number().nullable().default(null),
  /** How many runs `median_seconds` is taken over. */
  median_runs: z.number().int().default(0),
});
export type StudioDescription = z.infer<typeof studioDescriptionSchema>;

/** In the studios' `order` (the studio sidebar's). */
export const studiosResponseSchema = z.object({ studios: z.array(studioDescriptionSchema) });
export type StudiosResponse = z.infer<typeof studiosResponseSchema>;
