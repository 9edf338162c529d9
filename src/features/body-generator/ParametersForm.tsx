/**
 * The body's parameters: gender, height, weight and age (each checked against the studio's
 * range as it is typed), the BMI, the body type (the three somatotypes and the everyday shapes,
 * each with its description) and the skin tone; then hints.
 */
import { Box, Field, HStack, Input, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BODY_GENDERS, SKIN_TONES, type BodyType } from '../../../common/studios/body-generator';
import { FilterChip } from '../../components/generation/FilterChip';
import { BmiPanel } from './BmiPanel';
import { bmiOf, MEASURES, measureProblem, type BodyChoice, type Measure } from './body-choice';
import { BODY_TOUR_TARGETS } from './body.tour';

/** The body types in two groups: the three somatotypes, then everyday words for a build. */
const BODY_TYPE_GROUPS: Record<'somatotypes' | 'shapes', readonly BodyType[]> = {
  somatotypes: ['ectomorph', 'mesomorph', 'endomorph'],
  shapes: ['slim', 'average', 'curvy', 'athletic', 'muscular'],
};

const UNITS: Record<Measure, string> = { height: 'cm', weight: 'kg', age: 'years' };

export interface ParametersFormProps {
  choice: BodyChoice;
  /** Shows the missing fields too (after Continue or Generate was refused). */
  showMissing: boolean;
  disabled?: boolean;
  onChange: (choice: Partial<BodyChoice>) => void;
}

function MeasureField({
  measure,
  value,
  showMissing,
  disabled,
  onChange,
}: {
  measure: Measure;
  value: string;
  showMissing: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('body-generator');
  const { min, max, type } = MEASURES[measure];
  const problem = measureProblem(measure, value);
  const shown = problem === 'missing' ? (showMissing ? problem : null) : problem;
  const unit = t(`units.${UNITS[measure]}`);
  return (
    <Field.Root invalid={Boolean(shown)} required>
      <Field.Label>{t(`fields.${measure}`)}</Field.Label>
      <HStack gap="2" w="full">
        <Input
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode={type === 'integer' ? 'numeric' : 'decimal'}
          autoComplete="off"
          maxLength={6}
          disabled={disabled}
          bg="white"
          data-testid={`field-${measure}`}
        />
        <Text color="fg.muted" fontSize="sm" minW="10">
          {unit}
        </Text>
      </HStack>
      {shown ? (
        <Field.ErrorText data-testid={`error-${measure}`}>
          {t(`problems.${shown}`, { min, max, unit })}
        </Field.ErrorText>
      ) : (
        <Field.HelperText>{t('range', { min, max, unit })}</Field.HelperText>
      )}
    </Field.Root>
  );
}

function BodyTypeCard({
  type,
  selected,
  disabled,
  onSelect,
}: {
  type: BodyType;
  selected: boolean;
  disabled?: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('body-generator');
  return (
    <chakra.button
      type="button"
      onClick={onSelect}
      disabled={disabled}
      aria-pressed={selected}
      textAlign="start"
      p="3"
      borderRadius="lg"
      borderWidth="2px"
      borderColor={selected ? 'brand.solid' : 'border'}
      bg={selected ? 'brand.subtle' : 'white'}
      _hover={{ borderColor: 'brand.emphasized' }}
      _focusVisible={{
        outline: '3px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
      }}
      _disabled={{ opacity: 0.6, cursor: 'not-allowed' }}
      data-testid={`body-type-${type}`}
    >
      <Text fontWeight="semibold">{t(`bodyTypes.${type}.name`)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t(`bodyTypes.${type}.description`)}
      </Text>
    </chakra.button>
  );
}

function SkinTones({
  selected,
  invalid,
  disabled,
  onSelect,
}: {
  selected: BodyChoice['skinTone'];
  invalid: boolean;
  disabled?: boolean;
  onSelect: (tone: NonNullable<BodyChoice['skinTone']>) => void;
}) {
  const { t } = useTranslation('body-generator');
  const tones = Object.entries(SKIN_TONES) as [NonNullable<BodyChoice['skinTone']>, string][];
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" id="skin-tone-label">
        {t('fields.skinTone')}
      </Text>
      <HStack role="group" aria-labelledby="skin-tone-label" gap="2" flexWrap="wrap">
        {tones.map(([tone, colour]) => (
          <chakra.button
            key={tone}
            type="button"
            onClick={() => onSelect(tone)}
            disabled={disabled}
            aria-pressed={selected === tone}
            aria-label={t(`skinTones.${tone}`)}
            title={t(`skinTones.${tone}`)}
            boxSize="10"
            borderRadius="full"
            bg={colour}
            borderWidth="3px"
            borderColor={selected === tone ? 'brand.solid' : 'white'}
            shadow="sm"
            outline={selected === tone ? '2px solid' : undefined}
            outlineColor="brand.solid"
            _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing' }}
            data-testid={`skin-${tone}`}
          />
        ))}
      </HStack>
      <Text fontSize="sm" color={invalid ? 'fg.error' : 'fg.muted'}>
        {selected ? t(`skinTones.${selected}`) : t('skinToneHint')}
      </Text>
    </Stack>
  );
}

export function ParametersForm({ choice, showMissing, disabled, onChange }: ParametersFormProps) {
  const { t } = useTranslation('body-generator');
  return (
    <Stack gap="6" data-tour={BODY_TOUR_TARGETS.parameters} data-testid="body-parameters">
      <Stack gap="2">
        <Text fontWeight="semibold" id="gender-label">
          {t('fields.gender')}
        </Text>
        <HStack role="group" aria-labelledby="gender-label" gap="2">
          {BODY_GENDERS.map((gender) => (
            <FilterChip
              key={gender}
              selected={choice.gender === gender}
              onClick={() => !disabled && onChange({ gender })}
              testId={`gender-${gender}`}
            >
              {t(`genders.${gender}`)}
            </FilterChip>
          ))}
        </HStack>
        {showMissing && !choice.gender && (
          <Text fontSize="sm" color="fg.error">
            {t('problems.choose')}
          </Text>
        )}
      </Stack>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" alignItems="start">
          {(Object.keys(MEASURES) as Measure[]).map((measure) => (
            <MeasureField
              key={measure}
              measure={measure}
              value={choice[measure]}
              showMissing={showMissing}
              disabled={disabled}
              onChange={(value) => onChange({ [measure]: value })}
            />
          ))}
        </SimpleGrid>
        <BmiPanel bmi={bmiOf(choice)} />
      </Stack>
      <Stack gap="3">
        <Text fontWeight="semibold">{t('fields.bodyType')}</Text>
        {(Object.keys(BODY_TYPE_GROUPS) as (keyof typeof BODY_TYPE_GROUPS)[]).map((group) => (
          <Stack key={group} gap="2" role="group" aria-label={t(`bodyTypes.groups.${group}`)}>
            <Text fontSize="sm" color="fg.muted">
              {t(`bodyTypes.groups.${group}`)}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="2">
              {BODY_TYPE_GROUPS[group].map((type) => (
                <BodyTypeCard
                  key={type}
                  type={type}
                  selected={choice.bodyType === type}
                  disabled={disabled}
                  onSelect={() => onChange({ bodyType: type })}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
        {showMissing && !choice.bodyType && (
          <Text fontSize="sm" color="fg.error">
            {t('problems.choose')}
          </Text>
        )}
      </Stack>
      <SkinTones
        selected={choice.skinTone}
        invalid={showMissing && !choice.skinTone}
        disabled={disabled}
        onSelect={(skinTone) => onChange({ skinTone })}
      />
      <Box as="section" aria-labelledby="body-hints" p="4" bg="gray.50" borderRadius="xl">
        <Text id="body-hints" fontWeight="semibold" fontSize="sm">
          {t('hints.title')}
        </Text>
        <chakra.ul mt="1" ps="5" listStyleType="disc" fontSize="sm" color="fg.muted">
          {(t('hints.items', { returnObjects: true }) as string[]).map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </chakra.ul>
      </Box>
    </Stack>
  );
}
