/**
 * The style step: the templates by gender and category (All, Short, Medium, Long, Curly,
 * Updos), each with its preview picture, name and description; or a hairstyle described in
 * the user's own words, with its character counter.
 */
import {
  Alert,
  Box,
  Button,
  chakra,
  Field,
  HStack,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HAIR_CATEGORIES,
  HAIR_GENDERS,
  HAIR_PROMPT_MAX_LENGTH,
  HAIRSTYLE_TEMPLATES,
  type HairCategory,
} from '../../../common/studios/hairstyle-changer';
import { hairstylePreviewPath } from '../../../common/studios/hairstyle-texts';
import { FilterChip } from '../../components/generation/FilterChip';
import type { HairAction, HairChoice } from './hair-machine';
import { useHairTexts } from './hair-texts';

type CategoryFilter = 'all' | HairCategory;

interface StylePickerProps {
  choice: HairChoice;
  dispatch: (action: HairAction) => void;
  /** The local preview engine: it shows the template beside the result, it does not cut. */
  preview: boolean;
}

export function PromptField({
  value,
  onChange,
  label,
  hint,
  required,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  hint: string;
  required?: boolean;
}) {
  const { t } = useTranslation('hairstyle');
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={HAIR_PROMPT_MAX_LENGTH}
        rows={3}
        bg="white"
        data-testid="hair-prompt"
      />
      <HStack justify="space-between" w="full" gap="3" align="start">
        <Field.HelperText>{hint}</Field.HelperText>
        <Text fontSize="xs" color="fg.muted" flexShrink={0} data-testid="hair-prompt-counter">
          {t('prompt.counter', { count: value.length, max: HAIR_PROMPT_MAX_LENGTH })}
        </Text>
      </HStack>
    </Field.Root>
  );
}

export function PreviewNote() {
  const { t } = useTranslation('hairstyle');
  return (
    <Alert.Root status="info" size="sm" borderRadius="md" data-testid="hair-preview-note">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('preview.title')}</Alert.Title>
        <Alert.Description>{t('preview.lead')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function StylePicker({ choice, dispatch, preview }: StylePickerProps) {
  const { t } = useTranslation('hairstyle');
  const texts = useHairTexts();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const set = (change: Partial<Omit<HairChoice, 'photo'>>) =>
    dispatch({ type: 'setChoice', choice: change });
  const shown = HAIRSTYLE_TEMPLATES.filter(
    (template) =>
      template.gender === choice.gender && (category === 'all' || template.category === category),
  );

  return (
    <Stack gap="5" data-testid="style-picker">
      {preview && <PreviewNote />}
      <HStack gap="2" role="group" aria-label={t('style.mode')} flexWrap="wrap">
        <FilterChip
          selected={choice.mode === 'template'}
          onClick={() => set({ mode: 'template' })}
          testId="mode-template"
        >
          {t('style.templates')}
        </FilterChip>
        <FilterChip
          selected={choice.mode === 'custom'}
          onClick={() => set({ mode: 'custom' })}
          testId="mode-custom"
        >
          {t('style.custom')}
        </FilterChip>
      </HStack>
      {choice.mode === 'custom' ? (
        <PromptField
          value={choice.prompt}
          onChange={(prompt) => set({ prompt })}
          label={t('prompt.customLabel')}
          hint={t(preview ? 'prompt.customHintPreview' : 'prompt.customHint')}
          required
        />
      ) : (
        <>
          <Stack gap="3">
            <HStack gap="2" role="group" aria-label={t('style.gender')} flexWrap="wrap">
              {HAIR_GENDERS.map((gender) => (
                <FilterChip
                  key={gender}
                  selected={choice.gender === gender}
                  onClick={() => set({ gender })}
                  testId={`gender-${gender}`}
                >
                  {t(`genders.${gender}`)}
                </FilterChip>
              ))}
            </HStack>
            <HStack gap="2" role="group" aria-label={t('style.category')} flexWrap="wrap">
              {(['all', ...HAIR_CATEGORIES] as const).map((value) => (
                <FilterChip
                  key={value}
                  selected={category === value}
                  onClick={() => setCategory(value)}
                  testId={`hair-category-${value}`}
                >
                  {t(`categories.${value}`)}
                </FilterChip>
              ))}
            </HStack>
          </Stack>
          {shown.length === 0 ? (
            <Stack gap="3" p="5" borderWidth="1px" borderRadius="xl" bg="white" align="start">
              <Text color="fg.muted">{t('style.none')}</Text>
              <Button variant="outline" size="sm" onClick={() => set({ mode: 'custom' })}>
                {t('style.describeInstead')}
              </Button>
            </Stack>
          ) : (
            <SimpleGrid columns={{ base: 2, sm: 3, xl: 4 }} gap="3" data-testid="hair-templates">
              {shown.map(({ id }) => {
                const selected = choice.hairstyle === id;
                return (
                  <chakra.button
                    key={id}
                    type="button"
                    aria-pressed={selected}
                    onClick={() => set({ hairstyle: id })}
                    textAlign="start"
                    bg="white"
                    borderWidth="2px"
                    borderColor={selected ? 'brand.solid' : 'border'}
                    borderRadius="xl"
                    overflow="hidden"
                    cursor="pointer"
                    _hover={{ borderColor: selected ? 'brand.solid' : 'gray.400' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
                    data-testid={`template-${id}`}
                  >
                    <Box aspectRatio={4 / 5} bg="gray.100">
                      <Image
                        src={hairstylePreviewPath(id)}
                        alt=""
                        w="full"
                        h="full"
                        objectFit="cover"
                        loading="lazy"
                      />
                    </Box>
                    <Stack gap="0.5" p="2.5">
                      <Text fontWeight="semibold" fontSize="sm">
                        {texts.templateName(id)}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" lineClamp={3}>
                        {texts.templateDescription(id)}
                      </Text>
                    </Stack>
                  </chakra.button>
                );
              })}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
