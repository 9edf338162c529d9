/**
 * The body asked for, in words: the side panel's summary and the generate step's review
 * (gender, height, weight, age, BMI, body type, skin tone, shape, face and description).
 */
import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SKIN_TONES } from '../../../common/studios/body-generator';
import { bmiOf, measureValue, ratioKey, type BodyChoice } from './body-choice';

export function BodySummary({
  choice,
  withLook = true,
  testId,
}: {
  choice: BodyChoice;
  withLook?: boolean;
  testId: string;
}) {
  const { t, i18n } = useTranslation('body-generator');
  const number = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
  const height = measureValue('height', choice.height);
  const weight = measureValue('weight', choice.weight);
  const age = measureValue('age', choice.age);
  const bmi = bmiOf(choice);
  const rows: [string, string | null][] = [
    [t('fields.gender'), choice.gender && t(`genders.${choice.gender}`)],
    [t('fields.height'), height === null ? null : `${number(height)} ${t('units.cm')}`],
    [t('fields.weight'), weight === null ? null : `${number(weight)} ${t('units.kg')}`],
    [t('fields.age'), age === null ? null : `${age} ${t('units.years')}`],
    [t('bmi.title'), bmi && `${number(bmi.value)} · ${t(`bmi.categories.${bmi.who}`)}`],
    [t('fields.bodyType'), choice.bodyType && t(`bodyTypes.${choice.bodyType}.name`)],
  ];
  return (
    <Stack gap="3" data-testid={testId}>
      <Stack as="dl" gap="1" fontSize="sm">
        {rows.map(([label, value]) => (
          <HStack key={label} justify="space-between" gap="3">
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontWeight="medium" textAlign="end">
              {value ?? '—'}
            </Text>
          </HStack>
        ))}
        <HStack justify="space-between" gap="3">
          <Text as="dt" color="fg.muted">
            {t('fields.skinTone')}
          </Text>
          <HStack as="dd" gap="2">
            {choice.skinTone && (
              <Box
                boxSize="4"
                borderRadius="full"
                bg={SKIN_TONES[choice.skinTone]}
                borderWidth="1px"
                aria-hidden
              />
            )}
            <Text fontWeight="medium">
              {choice.skinTone ? t(`skinTones.${choice.skinTone}`) : '—'}
            </Text>
          </HStack>
        </HStack>
      </Stack>
      {withLook && (
        <Stack gap="2" fontSize="sm" borderTopWidth="1px" pt="3">
          <HStack justify="space-between" gap="3">
            <Text color="fg.muted">{t('fields.aspectRatio')}</Text>
            <Text fontWeight="medium">{t(`aspectRatios.${ratioKey(choice.aspectRatio)}`)}</Text>
          </HStack>
          <HStack justify="space-between" gap="3">
            <Text color="fg.muted">{t('review.face')}</Text>
            {choice.face ? (
              <Image
                src={choice.face.previewUrl}
                alt={choice.face.label}
                boxSize="12"
                objectFit="cover"
                borderRadius="md"
                data-testid="summary-face"
              />
            ) : (
              <Text fontWeight="medium">{t('review.noFace')}</Text>
            )}
          </HStack>
          <Text color={choice.prompt.trim() ? undefined : 'fg.muted'} lineClamp={3}>
            {choice.prompt.trim() || t('review.noPrompt')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
