/** A wizard's steps across the top: where the user is, what is done, and a way back to each. */
import { Box, Circle, HStack, Text, chakra } from '@chakra-ui/react';
import { CheckIcon } from '../icons';
import { useStudioText } from './use-studio-text';

export interface WizardStepperProps<Step extends string> {
  steps: readonly Step[];
  current: Step;
  isDone: (step: Step) => boolean;
  canVisit: (step: Step) => boolean;
  onVisit: (step: Step) => void;
}

export function WizardStepper<Step extends string>({
  steps,
  current,
  isDone,
  canVisit,
  onVisit,
}: WizardStepperProps<Step>) {
  const t = useStudioText();
  return (
    <HStack
      as="ol"
      aria-label={t('steps.label')}
      gap="0"
      listStyleType="none"
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      p="1.5"
      data-testid="wizard-stepper"
    >
      {steps.map((step, index) => {
        const active = step === current;
        const done = !active && isDone(step);
        return (
          <Box as="li" key={step} flex="1" minW="0">
            <chakra.button
              type="button"
              display="flex"
              alignItems="center"
              w="full"
              gap="2.5"
              px="3"
              py="2"
              borderRadius="lg"
              bg={active ? 'brand.subtle' : 'transparent'}
              aria-current={active ? 'step' : undefined}
              data-testid={`step-${step}`}
              data-state={active ? 'current' : done ? 'done' : 'upcoming'}
              onClick={() => onVisit(step)}
              cursor={canVisit(step) ? 'pointer' : 'default'}
              _hover={canVisit(step) && !active ? { bg: 'gray.50' } : undefined}
              _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing' }}
            >
              <Circle
                size="7"
                flexShrink={0}
                fontSize="sm"
                fontWeight="bold"
                bg={active || done ? 'brand.solid' : 'gray.100'}
                color={active || done ? 'white' : 'fg.muted'}
              >
                {done ? <CheckIcon boxSize="3.5" /> : index + 1}
              </Circle>
              <Text
                fontSize="sm"
                fontWeight={active ? 'semibold' : 'medium'}
                color={active ? 'brand.fg' : done ? 'fg' : 'fg.muted'}
                truncate
              >
                {t(`steps.${step}`)}
              </Text>
            </chakra.button>
          </Box>
        );
      })}
    </HStack>
  );
}
