/**
 * A small form state hook validated by a zod schema. Errors are the schema's messages (i18n
 * keys), shown per field after the first submit or once a field was left, and a submit is
 * ignored while the previous one is still running (no double submits).
 */
import { useState } from 'react';
import type { z } from 'zod';

type Values<S extends z.ZodType> = z.input<S>;
type FieldName<S extends z.ZodType> = Extract<keyof Values<S>, string>;

/** What a text field needs from the form: spread it onto a FormField. */
export interface FieldBinding {
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
  onBlur: () => void;
}

export interface ZodForm<S extends z.ZodType> {
  values: Values<S>;
  errors: Partial<Record<FieldName<S>, string>>;
  submitting: boolean;
  setValue: (name: FieldName<S>, value: string) => void;
  touch: (name: FieldName<S>) => void;
  submit: (event?: { preventDefault(): void }) => Promise<void>;
  reset: (values?: Values<S>) => void;
  /** The binding of one field, with its error translated by the hook's `translate`. */
  field: (name: FieldName<S>) => FieldBinding;
}

function fieldErrors<S extends z.ZodType>(
  schema: S,
  values: Values<S>,
): Partial<Record<FieldName<S>, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<FieldName<S>, string>> = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as FieldName<S> | undefined;
    if (name !== undefined && errors[name] === undefined) errors[name] = issue.message;
  }
  return errors;
}

export function useZodForm<S extends z.ZodType>(
  schema: S,
  initial: Values<S>,
  onValid: (data: z.output<S>) => Promise<void> | void,
  /** Turns an error (an i18n key) into the text to show. */
  translate: (key: string) => string = (key) => key,
): ZodForm<S> {
  const [values, setValues] = useState<Values<S>>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const all = fieldErrors(schema, values);
  const errors: Partial<Record<FieldName<S>, string>> = {};
  for (const name of Object.keys(all) as FieldName<S>[])
    if (submitted || touched.has(name)) errors[name] = all[name];

  const setValue = (name: FieldName<S>, value: string) =>
    setValues((current) => ({ ...(current as object), [name]: value }) as Values<S>);
  const touch = (name: FieldName<S>) => setTouched((current) => new Set(current).add(name));

  return {
    values,
    errors,
    submitting,
    setValue,
    touch,
    field: (name) => ({
      value: String((values as Record<string, unknown>)[name] ?? ''),
      error: errors[name] === undefined ? undefined : translate(errors[name]),
      onValueChange: (value) => setValue(name, value),
      onBlur: () => touch(name),
    }),
    reset: (next = initial) => {
      setValues(next);
      setTouched(new Set());
      setSubmitted(false);
    },
    async submit(event) {
      event?.preventDefault();
      setSubmitted(true);
      if (submitting) return;
      const parsed = schema.safeParse(values);
      if (!parsed.success) return;
      setSubmitting(true);
      try {
        await onValid(parsed.data);
      } finally {
        setSubmitting(false);
      }
    },
  };
}
