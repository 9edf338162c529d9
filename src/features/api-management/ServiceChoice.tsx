/** Checkboxes choosing some of a list (a token's studios, a webhook's events). */
import { Checkbox, Field, Stack } from '@chakra-ui/react';

interface ServiceChoiceProps<Value extends string> {
  label: string;
  options: readonly { value: Value; label: string }[];
  chosen: readonly Value[];
  onChange: (chosen: Value[]) => void;
  error?: string;
  testId: string;
}

export function ServiceChoice<Value extends string>(props: ServiceChoiceProps<Value>) {
  const { label, options, chosen, onChange, error, testId } = props;
  const toggle = (value: Value, on: boolean) =>
    onChange(
      on
        ? options.map((option) => option.value).filter((v) => v === value || chosen.includes(v))
        : chosen.filter((v) => v !== value),
    );
  return (
    <Field.Root invalid={Boolean(error)} data-testid={testId}>
      <Field.Label as="span">{label}</Field.Label>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        flexWrap="wrap"
        role="group"
        aria-label={label}
      >
        {options.map((option) => (
          <Checkbox.Root
            key={option.value}
            checked={chosen.includes(option.value)}
            onCheckedChange={(details) => toggle(option.value, details.checked === true)}
            colorPalette="brand"
            data-testid={`${testId}-${option.value}`}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
