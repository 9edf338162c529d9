/**
 * The BMI of the typed height and weight, live, with its WHO category and, for Vietnam, the
 * WHO's lower Asian cut-offs; said to be for reference, never medical advice.
 */
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Bmi } from './body-choice';
import { BODY_TOUR_TARGETS } from './body.tour';

export function BmiPanel({ bmi }: { bmi: Bmi | null }) {
  const { t, i18n } = useTranslation('body-generator');
  const value =
    bmi && new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(bmi.value);
  return (
    <Stack
      gap="2"
      p="4"
      bg="brand.subtle"
      borderRadius="xl"
      aria-live="polite"
      data-tour={BODY_TOUR_TARGETS.bmi}
      data-testid="bmi-panel"
    >
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Text fontWeight="semibold">{t('bmi.title')}</Text>
        {bmi && (
          <Text fontSize="2xl" fontWeight="bold" data-testid="bmi-value">
            {value}
          </Text>
        )}
      </HStack>
      {bmi ? (
        <Stack gap="1.5" fontSize="sm">
          <HStack gap="2" flexWrap="wrap">
            <Text>{t('bmi.who')}</Text>
            <Badge colorPalette="brand" data-testid="bmi-who">
              {t(`bmi.categories.${bmi.who}`)}
            </Badge>
          </HStack>
          <HStack gap="2" flexWrap="wrap">
            <Text>{t('bmi.asian')}</Text>
            <Badge variant="outline" data-testid="bmi-asian">
              {t(`bmi.categories.${bmi.asian}`)}
            </Badge>
          </HStack>
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('bmi.empty')}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted">
        {t('bmi.note')}
      </Text>
    </Stack>
  );
}
