/**
 * A studio's request as the app builds it, and its parts as POST /api/ai/<service> reads them
 * (README.md "The request"): each input of the studio's registry entry a file part `<field>`,
 * an `<field>_asset_id` or an `<field>_sample_id`; each parameter a text field.
 */
import { STUDIOS, type ServiceSlug } from '../../../common/studios/studios';
import type { GenerationParts } from '../api/generations';

/** One input: a prepared file from this device, one of the user's assets, or a shipped sample. */
export type InputSource =
  | { kind: 'file'; blob: Blob; name: string }
  | { kind: 'asset'; id: string }
  | { kind: 'sample'; id: string };

/** A parameter's value as a studio holds it (the registry's types). */
export type ParamValue = string | number | boolean | readonly string[];

/** What one generation asks for: its inputs by registry `field`, its parameters by name. */
export interface StudioRequest {
  inputs: Readonly<Record<string, InputSource | null | undefined>>;
  params: Readonly<Record<string, ParamValue | null | undefined>>;
}

/**
 * A parameter as multipart text; undefined when it is not sent (nothing, an empty text or an
 * empty list: the server then takes the default). A list is `a,b`, which the server reads like
 * repeated fields.
 */
export function paramText(value: ParamValue | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'object') return value.length > 0 ? value.join(',') : undefined;
  const text = String(value);
  return text.trim() === '' ? undefined : text;
}

/** The request as form parts: what is posted now, or kept by the outbox to post later. */
export function studioRequestParts(service: ServiceSlug, request: StudioRequest): GenerationParts {
  const parts: GenerationParts = { fields: {}, files: [] };
  for (const [name, value] of Object.entries(request.params)) {
    const text = paramText(value);
    if (text !== undefined) parts.fields[name] = text;
  }
  for (const { field } of STUDIOS[service].inputs) {
    const source = request.inputs[field];
    if (!source) continue;
    if (source.kind === 'file') parts.files.push({ field, blob: source.blob, name: source.name });
    else parts.fields[`${field}_${source.kind}_id`] = source.id;
  }
  return parts;
}

/** The parameters of a kept request's text fields, typed by the studio's registry entry. */
export function paramsFromFields(
  service: ServiceSlug,
  fields: Readonly<Record<string, string>>,
): Record<string, ParamValue> {
  const params: Record<string, ParamValue> = {};
  for (const [name, spec] of Object.entries(STUDIOS[service].params)) {
    const text = fields[name];
    if (text === undefined) continue;
    if (spec.type === 'number' || spec.type === 'integer') params[name] = Number(text);
    else if (spec.type === 'boolean') params[name] = text === 'true' || text === '1';
    else if (spec.type === 'enum_list') params[name] = text.split(',');
    else params[name] = text;
  }
  return params;
}
