/**
 * /history (docs/product-rules.md#generation-record, docs/product-rules.md#history-actions): every
 * generation with its status, processing time, engine and error; filters by service and status;
 * review, download with progress, share, regenerate, delete. Opens offline from the copies kept on
 * the device.
 */
import { useState } from 'react';
import {
  Badge,
  Button,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  HISTORY_STATUS_FILTERS,
  generationServiceSchema,
  type Generation,
} from '../../../common/contracts/generations';
import { PATHS } from '../../../common/routes';
import { InsufficientCreditsDialog } from '../../components/generation/InsufficientCreditsDialog';
import { HistoryIcon } from '../../components/icons';
import { useOutboxEvents } from '../../lib/pwa/use-outbox';
import { DownloadDialog } from '../../components/media/DownloadDialog';
import { OfflineBanner } from '../../components/OfflineBanner';
import { DeleteDialog } from './DeleteDialog';
import type { HistoryCardHandlers } from './HistoryCard';
import type { HistoryFilters, HistoryStatusFilter } from './history-cache';
import { loadGenerationBlob } from './history-images';
import { HistoryFiltersBar } from './HistoryFiltersBar';
import { GRID_COLUMNS, HistoryList } from './HistoryList';
import { HistoryViewer } from './HistoryViewer';
import { QueuedSection } from './QueuedSection';
import { RegenerateDialog } from './RegenerateDialog';
import { ShareDialog } from './ShareDialog';
import { useHistory } from './use-history';
import { useHistoryActions } from './use-history-actions';

function filtersFrom(params: URLSearchParams): HistoryFilters {
  const service = generationServiceSchema.safeParse(params.get('service'));
  const status = params.get('status');
  return {
    service: service.success ? service.data : undefined,
    status: (HISTORY_STATUS_FILTERS as readonly string[]).includes(status ?? '')
      ? (status as HistoryStatusFilter)
      : undefined,
  };
}

function LoadingGrid() {
  return (
    <SimpleGrid columns={GRID_COLUMNS} gap="4" aria-busy="true" data-testid="history-loading">
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} aspectRatio={3 / 4.3} borderRadius="xl" />
      ))}
    </SimpleGrid>
  );
}

function EmptyHistory({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('history');
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py="16"
      px="6"
      bg="white"
      borderWidth="1px"
      borderRadius="2xl"
      data-testid="history-empty"
    >
      <HistoryIcon boxSize="10" color="brand.solid" />
      <Heading as="h2" size="md">
        {filtered ? t('empty.filteredTitle') : t('empty.title')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {filtered ? t('empty.filteredLead') : t('empty.lead')}
      </Text>
      {filtered ? (
        <Button variant="outline" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      ) : (
        <Button asChild colorPalette="brand">
          <RouterLink to={PATHS.virtualTryOn}>{t('empty.action')}</RouterLink>
        </Button>
      )}
    </Stack>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('history');
  return (
    <Stack
      role="alert"
      align="start"
      gap="2"
      p="5"
      bg="red.50"
      borderRadius="xl"
      data-testid="history-error"
    >
      <Text fontWeight="semibold">{t('loadFailed')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('loadFailedLead')}
      </Text>
      <Button size="sm" colorPalette="red" variant="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Stack>
  );
}

export function HistoryPage({ owner }: { owner: string }) {
  const { t } = useTranslation('history');
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const history = useHistory(owner, filters);
  const actions = useHistoryActions(history);
  const [viewing, setViewing] = useState<Generation | null>(null);
  const [downloading, setDownloading] = useState<Generation | null>(null);
  const { state } = history;
  const filtered = Boolean(filters.service || filters.status);
  const handlers: HistoryCardHandlers = {
    onView: setViewing,
    onDownload: setDownloading,
    onShare: actions.share,
    onRegenerate: actions.regenerate,
    onDelete: actions.askDelete,
  };
  // A queued request went out: it joins the list as a running generation, and a list kept
  // from offline is asked for again (the connection is back).
  useOutboxEvents((event) => {
    if (event.type !== 'sent') return;
    history.apply(event.generation);
    if (state.stale || state.status === 'error') history.retry();
  });

  const setFilters = (next: HistoryFilters) => {
    const search = new URLSearchParams();
    if (next.service) search.set('service', next.service);
    if (next.status) search.set('status', next.status);
    setParams(search, { replace: true });
  };

  return (
    <Stack gap="6" maxW="7xl" mx="auto" data-testid="history-page">
      <HStack justify="space-between" align="end" flexWrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('common:titles.history')}
          </Heading>
          <Text color="fg.muted">{t('lead')}</Text>
        </Stack>
        {state.status === 'ready' && (
          <Badge size="lg" variant="subtle" data-testid="history-count">
            {t('count', { count: state.total })}
          </Badge>
        )}
      </HStack>
      <HistoryFiltersBar filters={filters} onChange={setFilters} />
      {state.stale && (
        <OfflineBanner
          message={state.stale === 'offline' ? t('offline') : t('staleFailed')}
          retryLabel={t('retry')}
          onRetry={history.retry}
          testId="history-offline"
        />
      )}
      <QueuedSection owner={owner} filters={filters} columns={GRID_COLUMNS} />
      {state.status === 'loading' && <LoadingGrid />}
      {state.status === 'error' && <LoadFailed onRetry={history.retry} />}
      {state.status === 'ready' && state.items.length === 0 && (
        <EmptyHistory filtered={filtered} onClear={() => setFilters({})} />
      )}
      {state.items.length > 0 && state.status === 'ready' && (
        <HistoryList items={state.items} busy={actions.busy} handlers={handlers} />
      )}
      {state.nextCursor && state.status === 'ready' && !state.stale && (
        <Button alignSelf="center" variant="outline" onClick={() => void history.loadMore()}>
          {t('loadMore')}
        </Button>
      )}
      {viewing && (
        <HistoryViewer
          generation={viewing}
          onClose={() => setViewing(null)}
          onDownload={() => setDownloading(viewing)}
        />
      )}
      <DownloadDialog
        kind={downloading?.result_type === 'video' ? 'video' : 'image'}
        open={downloading !== null}
        onClose={() => setDownloading(null)}
        items={
          downloading
            ? [
                {
                  name: `${t('fileName')}-${downloading.service}-${downloading.id.slice(0, 8)}`,
                  size:
                    downloading.result_width && downloading.result_height
                      ? { width: downloading.result_width, height: downloading.result_height }
                      : null,
                  load: async (download) => {
                    const blob = await loadGenerationBlob(downloading, 'result', download);
                    if (!blob) throw new Error('missing');
                    return blob;
                  },
                },
              ]
            : []
        }
      />
      <InsufficientCreditsDialog check={actions.shortage} onClose={actions.closeShortage} />
      <ShareDialog
        generation={actions.sharing}
        onClose={actions.closeShare}
        onChanged={actions.shared}
      />
      <RegenerateDialog
        generation={actions.regenerating}
        onClose={actions.closeRegenerate}
        onConfirm={actions.confirmRegenerate}
      />
      <DeleteDialog
        open={actions.deleting !== null}
        onClose={actions.closeDelete}
        onConfirm={actions.confirmDelete}
      />
    </Stack>
  );
}
