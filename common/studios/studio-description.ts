/**
 * A studio as GET /api/studios describes it (common/contracts/studios.ts): the registry's facts,
 * with the engine it runs on where it takes generations. The server serves these; the web
 * tests' fake API answers the same, so neither drifts from the registry.
 */
import type { StudioDescription } from '../contracts/studios';
import { describeParams, enumOptions } from './params';
import type { StudioFacts } from './studio';
import { STUDIO_RICH_OPTIONS } from './studio-options';
import type { ServiceSlug } from './studios';

/** The engine a studio runs on here: its name ('local', 'fal', …) and its quality. */
export interface StudioEngineName {
  readonly name: string;
  readonly quality: 'preview' | 'standard';
}

/** `engine` undefined: the studio takes no generations here (POST answers 501). */
export function describeStudio(
  studio: StudioFacts,
  engine: StudioEngineName | undefined,
): StudioDescription {
  return {
    service: studio.service as StudioDescription['service'],
    path: studio.path,
    legacy_path: studio.legacyPath,
    cost: studio.cost,
    order: studio.order,
    icon: studio.icon,
    inputs: studio.inputs.map(({ field, role, required, samples }) => ({
      field,
      role,
      required,
      samples: samples ?? null,
    })),
    params: describeParams(studio.params) as StudioDescription['params'],
    required_one_of: (studio.requiredOneOf ?? []).map((group) => [...group]),
    options: {
      ...Object.fromEntries(
        Object.entries(enumOptions(studio.params)).map(([name, values]) => [name, [...values]]),
      ),
      ...STUDIO_RICH_OPTIONS[studio.service as ServiceSlug]?.(),
    },
    available: Boolean(engine),
    engine: engine?.name ?? null,
    quality: engine?.quality ?? null,
    // Measured by the server from its own runs (server/modules/generations/studio-durations).
    median_seconds: null,
    median_runs: 0,
  };
}
