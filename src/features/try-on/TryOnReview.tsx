/** The generate step's part that is try-on's own: both pictures, and the garment category. */
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { GarmentCategory } from '../../../common/contracts/generations';
import { FilterChip } from '../../components/generation/FilterChip';
import { ReviewPicture } from '../../components/studio/ReviewPicture';
import type { PickedImage } from './try-on-machine';

export function TryOnReview({
  model,
  garment,
}: {
  model: PickedImage | null;
  garment: PickedImage | null;
}) {
  const { t } = useTranslation('try-on');
  // The one-page form shows the review before anything is chosen: no empty block then.
  if (!model && !garment) return null;
  return (
    <SimpleGrid columns={2} gap="5">
      {model && <ReviewPicture pick={model} label={t('review.model')} testId="review-model" />}
      {garment && (
        <ReviewPicture pick={garment} label={t('review.garment')} testId="review-garment" />
      )}
    </SimpleGrid>
  );
}

export function CategoryChoice({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly GarmentCategory[];
  selected: GarmentCategory;
  onSelect: (category: GarmentCategory) => void;
}) {
  const { t } = useTranslation(['try-on', 'generation']);
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" id="category-label">
        {t('category.label')}
      </Text>
      <HStack role="group" aria-labelledby="category-label" gap="2" flexWrap="wrap">
        {categories.map((category) => (
          <FilterChip
            key={category}
            selected={selected === category}
            onClick={() => onSelect(category)}
            testId={`category-${category}`}
          >
            {t(`generation:categories.${category}`)}
          </FilterChip>
        ))}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('category.hint')}
      </Text>
    </Stack>
  );
}
