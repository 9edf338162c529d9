/**
 * The zod schema of each studio's parameters, built from its registry entry (params.ts), and
 * the validation the server runs on a request with it (docs/studios.md "Parameters"). Values
 * may come typed (a JSON body) or as text (multipart fields): '5', 'true' and 'a,b' are read as
 * what they say. A refusal names each bad field with a FieldIssue.
 */
import { z } from 'zod';
import type { FieldIssue } from './field-issues';
import { HEX_COLOUR, type ParamSpec } from './params';
import type { StudioFacts } from './studio';
import { STUDIOS, type ServiceSlug, type StudioParams } from './studios';

type Raw = Record<string, unknown>;

/** A multipart field is text: an empty one was not given, the rest is trimmed. */
const text = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const asNumber = (value: unknown) => {
  const given = text(value);
  return typeof given === 'string' ? Number(given) : given;
};

const asBoolean = (value: unknown) => {
  const given = text(value);
  if (given === 'true' || given === '1') return true;
  if (given === 'false' || given === '0') return false;
  return given;
};

const asEnumValue = (value: unknown) => (typeof value === 'number' ? String(value) : text(value));

/** A list may come as an array, as repeated multipart fields, or as one 'a,b' field. */
const asList = (value: unknown) => {
  const given = text(value);
  if (given === undefined) return [];
  const items = typeof given === 'string' ? given.split(',') : given;
  return Array.isArray(items) ? [...new Set(items.map(asEnumValue))] : items;
};

function valueSchema(spec: ParamSpec): z.ZodType {
  switch (spec.type) {
    case 'enum': {
      const value = z.enum(spec.values as [string, ...string[]]);
      return z.preprocess(asEnumValue, presence(value, spec.required, spec.default));
    }
    case 'enum_list':
      return z.preprocess(
        asList,
        z.array(z.enum(spec.values as [string, ...string[]])).max(spec.max_items),
      );
    case 'colour': {
      const named = new Set<string>(spec.values);
      const value = z
        .string()
        .superRefine((given, context) => {
          if (named.has(given) || HEX_COLOUR.test(given)) return;
          const issue: FieldIssue = { code: 'not_allowed', values: [...spec.values] };
          context.addIssue({ code: 'custom', message: 'not_allowed', params: { issue } });
        })
        .transform((given) => (named.has(given) ? given : given.toLowerCase()));
      return z.preprocess(text, presence(value, spec.required));
    }
    case 'number':
    case 'integer': {
      const number = spec.type === 'integer' ? z.number().int() : z.number();
      const value = number.min(spec.min).max(spec.max);
      return z.preprocess(asNumber, presence(value, spec.required, spec.default));
    }
    case 'boolean':
      return z.preprocess(asBoolean, presence(z.boolean(), false, spec.default));
    case 'text':
      return z.preprocess(text, presence(z.string().max(spec.max_length), spec.required));
  }
}

function presence<Value>(schema: z.ZodType<Value>, required?: boolean, fallback?: Value) {
  if (required) return schema;
  return fallback === undefined ? schema.optional() : schema.default(fallback as never);
}

const isGiven = (value: unknown) =>
  value !== undefined && !(Array.isArray(value) && value.length === 0);

function schemaOf(facts: StudioFacts) {
  const shape = Object.fromEntries(
    Object.entries(facts.params).map(([name, spec]) => [name, valueSchema(spec)]),
  );
  return z.object(shape).superRefine((params, context) => {
    for (const group of facts.requiredOneOf ?? []) {
      if (group.some((name) => isGiven(params[name]))) continue;
      for (const name of group) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'one_of_required',
          params: { issue: { code: 'one_of_required', one_of: [...group] } satisfies FieldIssue },
        });
      }
    }
  });
}

const schemas = new Map<ServiceSlug, z.ZodType>();

/** The studio's parameters schema (built once per studio). */
export function studioParamsSchema<Service extends ServiceSlug>(
  service: Service,
): z.ZodType<StudioParams<Service>> {
  let schema = schemas.get(service);
  if (!schema) schemas.set(service, (schema = schemaOf(STUDIOS[service])));
  return schema as z.ZodType<StudioParams<Service>>;
}

export type ParamsValidation<Service extends ServiceSlug> =
  { ok: true; params: StudioParams<Service> } | { ok: false; issues: Record<string, FieldIssue> };

/** Validates a request's parameters; a refusal has one issue per bad field (the first found). */
export function validateStudioParams<Service extends ServiceSlug>(
  service: Service,
  raw: Raw,
): ParamsValidation<Service> {
  const parsed = studioParamsSchema(service).safeParse(raw);
  if (parsed.success) return { ok: true, params: parsed.data };
  const issues: Record<string, FieldIssue> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    issues[field] ??= fieldIssueOf(issue, text(raw[field]) === undefined);
  }
  return { ok: false, issues };
}

function fieldIssueOf(issue: z.core.$ZodIssue, missing: boolean): FieldIssue {
  if (issue.code === 'custom') {
    return (issue.params?.issue as FieldIssue | undefined) ?? { code: 'not_allowed' };
  }
  if (missing) return { code: 'required' };
  switch (issue.code) {
    case 'invalid_value':
      return { code: 'not_allowed', values: issue.values.map(String) };
    case 'invalid_type':
      if (issue.expected === 'int') return { code: 'not_a_whole_number' };
      if (issue.expected === 'number') return { code: 'not_a_number' };
      if (issue.expected === 'boolean') return { code: 'not_a_boolean' };
      return { code: issue.expected === 'string' ? 'not_text' : 'not_allowed' };
    case 'too_small':
      return { code: 'too_small', min: Number(issue.minimum) };
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { code: 'too_long', max };
      return { code: issue.origin === 'array' ? 'too_many' : 'too_big', max };
    }
    default:
      return { code: 'not_allowed' };
  }
}
