/** Sample models, or sample garments with the category filter (spec §3: All, Dresses, Tops, Bottoms, Outerwear). */
import { useState } from 'react';
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { GARMENT_CATEGORIES } from '../../../common/contracts/generations';
import { FilterChip } from '../../components/generation/FilterChip';
import { PickTile } from './PickTile';
import type { GalleryRole } from './try-on-gallery';
import { samplesOf, type SampleFilter, type TryOnSample } from './try-on-samples';

interface SamplesTabProps {
  slot: GalleryRole;
  selectedKey: string | undefined;
  onPick: (sample: TryOnSample) => void;
}

const FILTERS: SampleFilter[] = ['all', ...GARMENT_CATEGORIES];

export function SamplesTab({ slot, selectedKey, onPick }: SamplesTabProps) {
  const { t, i18n } = useTranslation(['try-on', 'generation']);
  const [filter, setFilter] = useState<SampleFilter>('all');
  const samples = samplesOf(slot, i18n.language, slot === 'garment' ? filter : 'all');
  return (
    <Stack gap="4">
      {slot === 'garment' && (
        <HStack
          role="group"
          aria-label={t('samples.filter')}
          gap="2"
          flexWrap="wrap"
          data-testid="garment-filter"
        >
          {FILTERS.map((value) => (
            <FilterChip
              key={value}
              selected={filter === value}
              onClick={() => setFilter(value)}
              testId={`garment-filter-${value}`}
            >
              {t(`generation:categories.${value}`)}
            </FilterChip>
          ))}
        </HStack>
      )}
      {samples.length === 0 && (
        <Text color="fg.muted" fontSize="sm" py="6" textAlign="center">
          {t('samples.empty')}
        </Text>
      )}
      <SimpleGrid columns={{ base: 3, xl: 4 }} gap="3">
        {samples.map((sample) => {
          // "Linh — slim, fair skin": the name on the tile, the description under it.
          const [title = sample.name, detail] = sample.name.split(' — ');
          return (
            <PickTile
              key={sample.id}
              src={sample.thumbnail}
              label={title}
              caption={
                detail ??
                (sample.category ? t(`generation:categories.${sample.category}`) : undefined)
              }
              selected={selectedKey === `sample:${sample.id}`}
              onPick={() => onPick(sample)}
              testId={`sample-${sample.kind}`}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
