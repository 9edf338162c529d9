/**
 * Checkboxes choosing some of a list (a token's studios, a webhook's events). A fieldset, not one
 * Field: a Field gives every control inside it the same input id, so each checkbox's label
 * pointed at the first box and a click or a tap ticked that one whatever box it was on.
 */
import { Checkbox, Fieldset, Stack } from '@chakra-ui/react';

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
    <Fieldset.Root invalid={Boolean(error)} data-testid={testId}>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" flexWrap="wrap">
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
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
