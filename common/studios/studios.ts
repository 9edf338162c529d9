/**
 * The studio registry (docs/studios.md): every studio's facts, stated once in its own file of
 * this folder and listed here. A new studio is a new file and a line in STUDIO_LIST; the
 * server's route, queues and configuration, and the PWA's navigation, read them from here.
 */
import { BODY_GENERATOR } from './body-generator';
import { HAIRSTYLE_CHANGER } from './hairstyle-changer';
import { IMAGE_EDITING } from './image-editing';
import { IMAGE_TO_VIDEO } from './image-to-video';
import type { InputsOfStudio, ParamsOfStudio, StudioFacts } from './studio';
import { VIRTUAL_TRYON } from './virtual-tryon';

/** In the order of the public services menu and pages (/services/…). */
const STUDIO_LIST = [
  VIRTUAL_TRYON,
  IMAGE_EDITING,
  IMAGE_TO_VIDEO,
  BODY_GENERATOR,
  HAIRSTYLE_CHANGER,
] as const satisfies readonly StudioFacts[];

type StudioList = typeof STUDIO_LIST;

export type ServiceSlug = StudioList[number]['service'];

/** The slugs of a tuple of studios, as a tuple (zod's and drizzle's enums need one). */
type SlugsOf<List extends readonly StudioFacts[]> = {
  readonly [Index in keyof List]: List[Index] extends { service: infer Slug } ? Slug : never;
};

/** Every studio's slug, in the services menu's order. */
export const SERVICE_SLUGS = STUDIO_LIST.map((studio) => studio.service) as unknown as SlugsOf<
  typeof STUDIO_LIST
>;

export type StudioOf<Service extends ServiceSlug> = Extract<
  StudioList[number],
  { service: Service }
>;

/** Each studio's facts by slug. */
export const STUDIOS = Object.fromEntries(
  STUDIO_LIST.map((studio) => [studio.service, studio]),
) as {
  readonly [Service in ServiceSlug]: StudioOf<Service>;
};

/** The studios in their `order`: the sidebar's, the quick access's, the share chooser's. */
export const STUDIOS_IN_ORDER: readonly StudioList[number][] = [...STUDIO_LIST].sort(
  (a, b) => a.order - b.order,
);

export function isServiceSlug(value: string): value is ServiceSlug {
  return Object.hasOwn(STUDIOS, value);
}

/** The validated parameters of one of this studio's requests. */
export type StudioParams<Service extends ServiceSlug> = ParamsOfStudio<StudioOf<Service>>;

/** This studio's inputs by field (required ones always present), each as `Value`. */
export type StudioInputs<Service extends ServiceSlug, Value> = InputsOfStudio<
  StudioOf<Service>,
  Value
>;
