/**
 * The clip asked for so far: the photo, the model, the length, the resolution and the motion,
 * on the generate step's review and in the side panel.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ReviewPicture } from '../../components/studio/ReviewPicture';
import { useVideoEngine } from './use-video-engine';
import { modelOf, type VideoChoice } from './video-choice';
import { useModelName } from './VideoSettings';

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box display="flex" justifyContent="space-between" gap="3" fontSize="sm">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="semibold" textAlign="end" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

export function ClipSettings({ choice }: { choice: VideoChoice }) {
  const { t } = useTranslation('image-to-video');
  const { engine } = useVideoEngine();
  const modelName = useModelName();
  return (
    <Stack gap="1.5">
      <Line
        label={t('models.label')}
        value={modelName(modelOf(choice, engine))}
        testId="summary-model"
      />
      <Line
        label={t('duration.label')}
        value={t('duration.value', { count: Number(choice.duration) })}
        testId="summary-duration"
      />
      <Line
        label={t('resolution.label')}
        value={t(`resolution.${choice.resolution}`)}
        testId="summary-resolution"
      />
      <Line
        label={t('motion.label')}
        value={t(`motion.${choice.motion}`)}
        testId="summary-motion"
      />
    </Stack>
  );
}

export function VideoReview({ choice }: { choice: VideoChoice }) {
  const { t } = useTranslation('image-to-video');
  // The one-page form shows the review before anything is chosen: no empty block then.
  if (!choice.photo) return null;
  return (
    <Stack gap="4" direction={{ base: 'column', md: 'row' }} align="start">
      <Box w={{ base: 'full', md: '56' }} flexShrink={0}>
        <ReviewPicture pick={choice.photo} label={t('review.photo')} testId="review-photo" />
      </Box>
      <Stack gap="3" flex="1" w="full">
        <ClipSettings choice={choice} />
        {choice.prompt.trim() && (
          <Stack gap="1" p="3" borderWidth="1px" borderRadius="xl" bg="white">
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
              {t('prompt.label')}
            </Text>
            <Text fontSize="sm" data-testid="review-prompt">
              {choice.prompt.trim()}
            </Text>
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
