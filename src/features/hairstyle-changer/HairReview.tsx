/** What the hairstyle changer's generate step and side panel show of the choice so far. */
import { Box, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HAIR_COLOURS, type HairColour } from '../../../common/studios/hairstyle-changer';
import { hairstylePreviewPath } from '../../../common/studios/hairstyle-texts';
import { ReviewPicture } from '../../components/studio/ReviewPicture';
import { hasStyle, type HairChoice } from './hair-machine';
import { useHairTexts } from './hair-texts';

/** The chosen style: its preview picture and name, or the user's description. */
export function StyleSummary({
  choice,
  compact,
  testId = 'review-style',
}: {
  choice: HairChoice;
  compact?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('hairstyle');
  const texts = useHairTexts();
  const { mode, hairstyle, prompt } = choice;
  if (mode === 'template' && hairstyle)
    return (
      <Stack gap="2" data-testid={testId}>
        <Box aspectRatio={4 / 5} borderRadius="xl" overflow="hidden" borderWidth="1px">
          <Image src={hairstylePreviewPath(hairstyle)} alt="" w="full" h="full" objectFit="cover" />
        </Box>
        <Text fontWeight="semibold" fontSize="sm">
          {compact
            ? texts.templateName(hairstyle)
            : `${t('review.style')} · ${texts.templateName(hairstyle)}`}
        </Text>
      </Stack>
    );
  if (mode === 'custom' && prompt.trim())
    return (
      <Stack gap="1" p="3" borderWidth="1px" borderRadius="xl" bg="white" data-testid={testId}>
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
          {t('review.custom')}
        </Text>
        <Text fontSize="sm" lineClamp={compact ? 4 : undefined}>
          {prompt.trim()}
        </Text>
      </Stack>
    );
  return null;
}

/** A swatch and the colour's name, or "your own colour". */
export function ColourSummary({ colour }: { colour: string | null }) {
  const { t } = useTranslation('hairstyle');
  const texts = useHairTexts();
  const hex = colour && (colour.startsWith('#') ? colour : HAIR_COLOURS[colour as HairColour]);
  return (
    <Box display="flex" alignItems="center" gap="2" data-testid="review-colour">
      {hex && <Box w="5" h="5" borderRadius="full" bg={hex} borderWidth="1px" flexShrink={0} />}
      <Text fontSize="sm">{colour ? texts.colourName(colour) : t('colour.keeping')}</Text>
    </Box>
  );
}

export function HairReview({ choice }: { choice: HairChoice }) {
  const { t } = useTranslation('hairstyle');
  // The one-page form shows the review before anything is chosen: no empty block then.
  if (!choice.photo && !hasStyle(choice)) return null;
  return (
    <Stack gap="4">
      <SimpleGrid columns={2} gap="5">
        {choice.photo && (
          <ReviewPicture pick={choice.photo} label={t('review.photo')} testId="review-photo" />
        )}
        <StyleSummary choice={choice} />
      </SimpleGrid>
    </Stack>
  );
}
