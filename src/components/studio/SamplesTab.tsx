/** The shipped samples an input takes, with a category filter when they have categories. */
import { useState } from 'react';
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SampleKind } from '../../../common/studios/studio';
import { FilterChip } from '../generation/FilterChip';
import { PickTile } from './PickTile';
import {
  sampleCategories,
  samplesOf,
  type SampleFilter,
  type StudioSample,
} from './studio-samples';
import { useStudioText } from './use-studio-text';

interface SamplesTabProps {
  kind: SampleKind;
  selectedKey: string | undefined;
  onPick: (sample: StudioSample) => void;
}

export function SamplesTab({ kind, selectedKey, onPick }: SamplesTabProps) {
  const t = useStudioText();
  const { i18n } = useTranslation();
  const [filter, setFilter] = useState<SampleFilter>('all');
  const categories = sampleCategories(kind);
  const samples = samplesOf(kind, i18n.language, filter);
  return (
    <Stack gap="4">
      {categories.length > 0 && (
        <HStack
          role="group"
          aria-label={t('samples.filter')}
          gap="2"
          flexWrap="wrap"
          data-testid={`${kind}-filter`}
        >
          {(['all', ...categories] as const).map((value) => (
            <FilterChip
              key={value}
              selected={filter === value}
              onClick={() => setFilter(value)}
              testId={`${kind}-filter-${value}`}
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
