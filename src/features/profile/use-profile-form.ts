/**
 * The profile's forms: useZodForm, plus the server's refusals shown under the field they are
 * about (a wrong password under the password, a taken address under the address) until that
 * field is edited. Any other failure is a toast titled `failureTitle`.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { useZodForm, type FieldBinding, type ZodForm } from '../../lib/forms/use-zod-form';
import { fieldRefusal, toastFailure, type FieldRefusal, type ProfileT } from './profile-errors';

interface ProfileFormOptions<S extends z.ZodType> {
  schema: S;
  initial: z.input<S>;
  onValid: (data: z.output<S>) => Promise<void>;
  t: ProfileT;
  failureTitle: string;
  /** Error codes that are one field's, e.g. `{ wrong_password: 'current_password' }`. */
  fieldsByCode?: Partial<Record<string, string>>;
}

export function useProfileForm<S extends z.ZodType>({
  schema,
  initial,
  onValid,
  t,
  failureTitle,
  fieldsByCode = {},
}: ProfileFormOptions<S>): ZodForm<S> {
  const [refusal, setRefusal] = useState<FieldRefusal<string> | null>(null);
  const form = useZodForm(
    schema,
    initial,
    async (data) => {
      setRefusal(null);
      try {
        await onValid(data);
      } catch (error) {
        const forField = fieldRefusal(t, error, fieldsByCode, Object.keys(initial as object));
        if (forField) setRefusal(forField);
        else toastFailure(t, failureTitle, error);
      }
    },
    t,
  );
  return {
    ...form,
    reset: (values) => {
      setRefusal(null);
      form.reset(values);
    },
    field(name): FieldBinding {
      const binding = form.field(name);
      const refused = refusal?.field === name ? refusal.message : undefined;
      return {
        ...binding,
        error: binding.error ?? refused,
        onValueChange: (value) => {
          if (refused !== undefined) setRefusal(null);
          binding.onValueChange(value);
        },
      };
    },
  };
}
