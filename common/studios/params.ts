/**
 * How a studio declares its parameters (docs/studios.md "Parameters"): plain data, free of zod,
 * so the navigation can read the registry without downloading the validation library. The same
 * object is the JSON description GET /api/studios serves, and params-schema.ts builds the zod
 * schema the server validates requests with from it: what is described is what is accepted.
 */

/** One of `values`; a number sent for it counts as its text (`5` is `'5'`). */
export interface EnumParam<Value extends string = string> {
  type: 'enum';
  values: readonly Value[];
  required?: boolean;
  default?: Value;
}

/** Any number of distinct `values` (none when not sent), up to `max_items`. */
export interface EnumListParam<Value extends string = string> {
  type: 'enum_list';
  values: readonly Value[];
  max_items: number;
}

/** A number from `min` to `max`, both included; `integer` takes whole numbers only. */
export interface NumberParam {
  type: 'number' | 'integer';
  min: number;
  max: number;
  required?: boolean;
  default?: number;
}

export interface BooleanParam {
  type: 'boolean';
  /** Without one, a request that does not send it leaves it unset (a model's own default runs). */
  default?: boolean;
}

/**
 * One of the named colours in `values`, or any colour written `#rrggbb` (stored lower-cased):
 * a palette with a free choice beside it.
 */
export interface ColourParam<Value extends string = string> {
  type: 'colour';
  values: readonly Value[];
  required?: boolean;
}

/** A free colour as a colour parameter takes it. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Free text, trimmed; an empty text counts as not sent. */
export interface TextParam {
  type: 'text';
  max_length: number;
  required?: boolean;
}

export type ParamSpec =
  EnumParam | EnumListParam | ColourParam | NumberParam | BooleanParam | TextParam;
export type ParamSpecs = Readonly<Record<string, ParamSpec>>;

/** The value a request gives a parameter of this spec. */
export type ParamValue<Spec> =
  Spec extends EnumParam<infer Value>
    ? Value
    : Spec extends EnumListParam<infer Value>
      ? Value[]
      : Spec extends ColourParam<infer Value>
        ? Value | `#${string}`
        : Spec extends NumberParam
          ? number
          : Spec extends BooleanParam
            ? boolean
            : Spec extends TextParam
              ? string
              : never;

/** Whether a validated request always has a value for it (required, defaulted or a list). */
type AlwaysSet<Spec> = Spec extends { required: true }
  ? true
  : Spec extends { default: unknown }
    ? true
    : Spec extends EnumListParam
      ? true
      : false;

/** The validated parameters of a request, typed from the specs. */
export type ParamValues<Specs extends ParamSpecs> = {
  -readonly [Name in keyof Specs as AlwaysSet<Specs[Name]> extends true ? Name : never]: ParamValue<
    Specs[Name]
  >;
} & {
  -readonly [
    Name in keyof Specs as AlwaysSet<Specs[Name]> extends true ? never : Name
  ]?: ParamValue<Specs[Name]>;
};

/**
 * The allowed values of each enum (and enum list) parameter, and the named colours of each
 * colour parameter: a studio's `options`.
 */
export function enumOptions(specs: ParamSpecs): Record<string, readonly string[]> {
  const options: Record<string, readonly string[]> = {};
  for (const [name, spec] of Object.entries(specs)) {
    if ('values' in spec) options[name] = spec.values;
  }
  return options;
}

/** A parameter as GET /api/studios describes it: the spec with `required` always stated. */
export type ParamDescription = ParamSpec & { required: boolean };

export function describeParams(specs: ParamSpecs): Record<string, ParamDescription> {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [
      name,
      { ...spec, required: 'required' in spec ? spec.required === true : false },
    ]),
  );
}
