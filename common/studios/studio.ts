/**
 * What the registry states about each studio (docs/studios.md): its slug, pages, cost, place
 * in the navigation, icon, inputs and parameters. Every list of studios (the navigation, the
 * quick access, the share chooser, the costs, the server's route, queues and configuration)
 * reads these facts instead of spelling them again.
 */
import type { ParamSpecs, ParamValues } from './params';

/** The roles a generation's inputs play (kept with each stored input), and the painted mask. */
export const INPUT_ROLES = [
  'person_image',
  'clothing_item',
  'face_reference',
  'original_person',
  'hairstyle_reference',
  'style_reference',
  'source_image',
  'mask',
] as const;
export type InputRole = (typeof INPUT_ROLES)[number];

/** The studios' icons; the PWA maps each key to its drawing (src/components/studio-icons.ts). */
export const STUDIO_ICON_KEYS = ['shirt', 'wand', 'video', 'body', 'scissors'] as const;
export type StudioIconKey = (typeof STUDIO_ICON_KEYS)[number];

/** The shipped sample pictures an input may take by id (common/samples.ts). */
export type SampleKind = 'model' | 'garment';

/**
 * One picture a studio takes. The request names it by `field`: a file part `<field>`, or
 * `<field>_asset_id` (one of the user's assets), or `<field>_sample_id` (a shipped sample of
 * kind `samples`). The generation stores it under `role`.
 */
export interface StudioInput {
  field: string;
  role: InputRole;
  required: boolean;
  /** Which shipped samples it takes; none when absent. */
  samples?: SampleKind;
}

export interface StudioFacts {
  /** The slug: `POST /api/ai/<service>`, `/services/<service>`, a generation's `service`. */
  service: string;
  /** The studio's page in the studio layout. */
  path: string;
  /** The login-required legacy page in the public layout, if the studio has one. */
  legacyPath: string | null;
  /** Credits one generation costs (docs/studios.md "Costs"). */
  cost: number;
  /** Place in the studio sidebar, the quick access and the share chooser: 1 comes first. */
  order: number;
  icon: StudioIconKey;
  inputs: readonly StudioInput[];
  params: ParamSpecs;
  /**
   * Groups of parameters of which at least one must be given (a hairstyle needs a template or
   * a description). Each group is refused naming each of its parameters.
   */
  requiredOneOf?: readonly (readonly string[])[];
}

/** Keeps an entry's literal types (its slug, its enum values) for everything derived from it. */
export function defineStudio<const Facts extends StudioFacts>(facts: Facts): Facts {
  return facts;
}

/** The parameters a validated request of this studio carries. */
export type ParamsOfStudio<Facts extends StudioFacts> = ParamValues<Facts['params']>;

type InputOf<Facts extends StudioFacts> = Facts['inputs'][number];

/** A studio's inputs by field: the required ones always there, the others when given. */
export type InputsOfStudio<Facts extends StudioFacts, Value> = {
  [Input in InputOf<Facts> as Input['required'] extends true ? Input['field'] : never]: Value;
} & {
  [Input in InputOf<Facts> as Input['required'] extends true ? never : Input['field']]?: Value;
};
