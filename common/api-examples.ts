/**
 * One example request of the public API per studio, built from the studio registry so it never
 * drifts from what the server accepts: the /api-management quick start shows it as curl, the
 * OpenAPI document as its examples (docs/public-api.md).
 */
import type { ParamSpec } from './studios/params';
import { STUDIOS_IN_ORDER } from './studios/studios';
import type { StudioFacts } from './studios/studio';

export interface StudioApiExample {
  service: string;
  /** Each required input as a file of this name. */
  files: Record<string, string>;
  /** The parameters sent, as form fields. */
  fields: Record<string, string>;
}

const SAMPLE_TEXT = 'Soft studio light, plain light grey background';

/** A value the parameter accepts; undefined for one the example leaves out. */
function sampleValue(spec: ParamSpec): string | undefined {
  switch (spec.type) {
    case 'enum':
      return spec.default ?? spec.values[0];
    case 'number':
    case 'integer':
      return String(spec.default ?? Math.round((spec.min + spec.max) / 2));
    case 'text':
      return SAMPLE_TEXT;
    case 'colour':
      return spec.values[0];
    case 'boolean':
      return String(spec.default);
    case 'enum_list':
      return spec.values[0];
  }
}

export function studioApiExample(studio: StudioFacts): StudioApiExample {
  const files = Object.fromEntries(
    studio.inputs
      .filter((input) => input.required)
      .map((input) => [input.field, `${input.field}.jpg`]),
  );
  const wanted = new Set(
    Object.entries(studio.params)
      .filter(([, spec]) => 'required' in spec && spec.required)
      .map(([name]) => name),
  );
  // One of each "at least one of" group: its first.
  for (const group of studio.requiredOneOf ?? []) {
    if (!group.some((name) => wanted.has(name)) && group[0]) wanted.add(group[0]);
  }
  const fields: Record<string, string> = {};
  for (const name of wanted) {
    const value = sampleValue(studio.params[name]!);
    if (value !== undefined) fields[name] = value;
  }
  return { service: studio.service, files, fields };
}

export const STUDIO_API_EXAMPLES: readonly StudioApiExample[] =
  STUDIOS_IN_ORDER.map(studioApiExample);

/** The example as a curl command against `origin`, the token in $STUDIO_API_TOKEN. */
export function curlOf(example: StudioApiExample, origin: string): string {
  const lines = [
    `curl -X POST ${origin}/api/ai/${example.service} \\`,
    `  -H "Authorization: Bearer $STUDIO_API_TOKEN" \\`,
    `  -H "Idempotency-Key: $(uuidgen)" \\`,
    ...Object.entries(example.files).map(([field, file]) => `  -F "${field}=@${file}" \\`),
    ...Object.entries(example.fields).map(([name, value]) => `  -F "${name}=${value}" \\`),
  ];
  const last = lines.length - 1;
  lines[last] = lines[last]!.replace(/ \\$/, '');
  return lines.join('\n');
}
