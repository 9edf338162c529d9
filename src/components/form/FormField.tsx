/** A labelled input with its validation message (already translated by the caller). */
import { Field, Input, type InputProps } from '@chakra-ui/react';

interface FormFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: string;
  value: string;
  error?: string;
  helperText?: string;
  onValueChange: (value: string) => void;
}

export function FormField({
  label,
  value,
  error,
  helperText,
  onValueChange,
  ...input
}: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(event) => onValueChange(event.target.value)} {...input} />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helperText && <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}
