/** The four steps across the top: where the user is, what is done, and a way back to each. */
import { Box, Circle, HStack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/icons';
import { WIZARD_STEPS, type WizardStep } from './try-on-machine';

interface WizardStepperProps {
  current: WizardStep;
  isDone: (step: WizardStep) => boolean;
  canVisit: (step: WizardStep) => boolean;
  onVisit: (step: WizardStep) => void;
}

export function WizardStepper({ current, isDone, canVisit, onVisit }: WizardStepperProps) {
  const { t } = useTranslation('try-on');
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
      {WIZARD_STEPS.map((step, index) => {
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
