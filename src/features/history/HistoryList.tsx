/**
 * The history's cards. Hundreds may be kept on the device, each with its picture in IndexedDB:
 * the first screen renders with the page and the rest mount as they come near the viewport
 * (/history offline with 200 items under 1 s, docs/architecture.md#performance-goals;
 * tests/bench/offline-history.bench.ts). A batch try-on's looks are one entry, a row of
 * their own.
 */
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Generation } from '../../../common/contracts/generations';
import { NearViewport } from '../../components/page/NearViewport';
import { HistoryCard, type HistoryCardHandlers } from './HistoryCard';
import { groupBatches } from './history-groups';
import { FIRST_SCREEN_ITEMS } from './use-history';

export const GRID_COLUMNS = { base: 2, md: 3, lg: 4, '2xl': 5 };
/** A card's place until it mounts: its picture (3:4) and about its text's height. */
const CARD_PLACEHOLDER = { aspectRatio: '3 / 4.6', borderRadius: '12px', background: '#f4f4f5' };

export function HistoryList({
  items,
  busy,
  handlers,
}: {
  items: Generation[];
  /** Ids with an action on its way. */
  busy: ReadonlySet<string>;
  handlers: HistoryCardHandlers;
}) {
  const { t } = useTranslation('history');
  const card = (generation: Generation) => (
    <HistoryCard generation={generation} busy={busy.has(generation.id)} handlers={handlers} />
  );
  return (
    <SimpleGrid columns={GRID_COLUMNS} gap="4" data-testid="history-list" data-count={items.length}>
      {groupBatches(items).map((entry, index) =>
        entry.kind === 'single' ? (
          <NearViewport
            key={entry.generation.id}
            eager={index < FIRST_SCREEN_ITEMS}
            placeholderStyle={CARD_PLACEHOLDER}
          >
            {card(entry.generation)}
          </NearViewport>
        ) : (
          // A batch takes a whole row: its looks together, under one heading.
          <Box
            key={entry.batchId}
            gridColumn="1 / -1"
            borderWidth="1px"
            borderRadius="xl"
            p="3"
            role="group"
            aria-label={t('batch.label', { count: entry.generations.length })}
            data-testid="history-batch"
            data-count={entry.generations.length}
          >
            <Text fontWeight="semibold" fontSize="sm" mb="3">
              {t('batch.label', { count: entry.generations.length })}
            </Text>
            <SimpleGrid columns={GRID_COLUMNS} gap="4">
              {entry.generations.map((generation) => (
                <NearViewport
                  key={generation.id}
                  eager={index < FIRST_SCREEN_ITEMS}
                  placeholderStyle={CARD_PLACEHOLDER}
                >
                  {card(generation)}
                </NearViewport>
              ))}
            </SimpleGrid>
          </Box>
        ),
      )}
    </SimpleGrid>
  );
}
