/**
 * "Face photo or customise": an optional face photo (the shared picker: my gallery, the camera
 * on a tablet, the asset library), the picture's shape, and an optional description with its
 * character counter. Each says what the built-in engine does with it.
 */
import { Button, Field, HStack, Image, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BODY_ASPECT_RATIOS } from '../../../common/studios/body-generator';
import { FilterChip } from '../../components/generation/FilterChip';
import { ImagePicker } from '../../components/studio/ImagePicker';
import { PROMPT_MAX_LENGTH, ratioKey, type BodyChoice } from './body-choice';

export interface FaceAndLookProps {
  choice: BodyChoice;
  disabled?: boolean;
  onChange: (choice: Partial<BodyChoice>) => void;
}

export function FaceChoice({ choice, onChange, disabled }: FaceAndLookProps) {
  const { t } = useTranslation('body-generator');
  return (
    <Stack gap="3" data-testid="face-choice">
      <Stack gap="1">
        <Text fontWeight="semibold">{t('fields.face')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('face.hint')}
        </Text>
      </Stack>
      {choice.face && (
        <HStack gap="3" p="3" borderWidth="1px" borderRadius="lg" bg="white">
          <Image
            src={choice.face.previewUrl}
            alt={choice.face.label}
            boxSize="16"
            objectFit="cover"
            borderRadius="md"
          />
          <Text flex="1" minW="0" truncate fontSize="sm">
            {choice.face.label}
          </Text>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onChange({ face: null })}
            disabled={disabled}
            data-testid="face-remove"
          >
            {t('face.remove')}
          </Button>
        </HStack>
      )}
      <ImagePicker
        field="face"
        selectedKey={choice.face?.key}
        onPick={(face) => !disabled && onChange({ face })}
      />
      <Text fontSize="sm" color="fg.muted">
        {t('face.localNote')}
      </Text>
    </Stack>
  );
}

export function LookChoice({ choice, onChange, disabled }: FaceAndLookProps) {
  const { t } = useTranslation('body-generator');
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Text fontWeight="semibold" id="aspect-label">
          {t('fields.aspectRatio')}
        </Text>
        <HStack role="group" aria-labelledby="aspect-label" gap="2" flexWrap="wrap">
          {BODY_ASPECT_RATIOS.map((ratio) => (
            <FilterChip
              key={ratio}
              selected={choice.aspectRatio === ratio}
              onClick={() => !disabled && onChange({ aspectRatio: ratio })}
              testId={`aspect-${ratioKey(ratio)}`}
            >
              {t(`aspectRatios.${ratioKey(ratio)}`)}
            </FilterChip>
          ))}
        </HStack>
      </Stack>
      <Field.Root>
        <Field.Label>{t('fields.prompt')}</Field.Label>
        <Textarea
          value={choice.prompt}
          onChange={(event) => onChange({ prompt: event.target.value })}
          maxLength={PROMPT_MAX_LENGTH}
          rows={3}
          disabled={disabled}
          placeholder={t('prompt.placeholder')}
          bg="white"
          data-testid="field-prompt"
        />
        <HStack justify="space-between" w="full" gap="3" align="start">
          <Field.HelperText>{t('prompt.localNote')}</Field.HelperText>
          <Text fontSize="xs" color="fg.muted" flexShrink={0} data-testid="prompt-counter">
            {t('prompt.counter', { count: choice.prompt.length, max: PROMPT_MAX_LENGTH })}
          </Text>
        </HStack>
      </Field.Root>
    </Stack>
  );
}
