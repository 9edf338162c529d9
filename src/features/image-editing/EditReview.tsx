/** What image editing's generate step and side panel show of the choice so far. */
import { Badge, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ReviewPicture } from '../../components/studio/ReviewPicture';
import { appliedPresets, type EditChoice } from './edit-machine';

/** The presets that will run (chosen, and offline those the prompt names), as badges. */
export function PresetSummary({ choice }: { choice: EditChoice }) {
  const { t } = useTranslation('image-editing');
  const presets = appliedPresets(choice);
  if (presets.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('review.noPresets')}
      </Text>
    );
  return (
    <HStack gap="1.5" flexWrap="wrap" data-testid="review-presets">
      {presets.map((preset) => (
        <Badge key={preset} colorPalette="brand" variant="subtle">
          {t(`presets.names.${preset}`)}
        </Badge>
      ))}
    </HStack>
  );
}

export function EditReview({ choice }: { choice: EditChoice }) {
  const { t } = useTranslation('image-editing');
  if (!choice.photo) return null;
  return (
    <SimpleGrid columns={2} gap="5">
      <ReviewPicture pick={choice.photo} label={t('review.photo')} testId="review-photo" />
      <Stack gap="3">
        {choice.prompt.trim() && (
          <Stack
            gap="1"
            p="3"
            borderWidth="1px"
            borderRadius="xl"
            bg="white"
            data-testid="review-prompt"
          >
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
              {t('review.prompt')}
            </Text>
            <Text fontSize="sm">{choice.prompt.trim()}</Text>
          </Stack>
        )}
        <Stack gap="1">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
            {t('review.presets')}
          </Text>
          <PresetSummary choice={choice} />
        </Stack>
        <Text fontSize="sm" color="fg.muted" data-testid="review-mask">
          {t(choice.mask ? 'review.masked' : 'review.whole')}
        </Text>
      </Stack>
    </SimpleGrid>
  );
}
