/**
 * A list filter's select in the admin screens: its label, "any" first (the empty value, no
 * filter), then the choices.
 */
import { Field, NativeSelect } from '@chakra-ui/react';

export interface FilterChoice {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  anyLabel: string;
  choices: readonly FilterChoice[];
  value: string;
  onChange: (value: string) => void;
  testId: string;
}

export function FilterSelect({
  label,
  anyLabel,
  choices,
  value,
  onChange,
  testId,
}: FilterSelectProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        >
          <option value="">{anyLabel}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
