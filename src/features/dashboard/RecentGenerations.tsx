/**
 * Recent generations (docs/product-rules.md#dashboard): filtered by all, virtual try-on, hairstyle,
 * body, image to video, image editing; loading, error and retry; guests are asked to sign in.
 */
import { useEffect, useState } from 'react';
import { Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { GenerationService } from '../../../common/contracts/generations';
import { PATHS } from '../../../common/routes';
import { FilterChip } from '../../components/generation/FilterChip';
import { GenerationCard } from '../../components/generation/GenerationCard';
import { QueuedGenerationCard } from '../../components/generation/QueuedGenerationCard';
import { useCancelQueued } from '../../components/generation/use-cancel-queued';
import { SectionError } from '../../components/SectionError';
import { generationsApi } from '../../lib/api/generations';
import { stalenessOf, useKeptResource, type Staleness } from './use-kept-resource';
import { useOutboxEntries, useOutboxEvents } from '../../lib/pwa/use-outbox';
import { DashboardSection } from './DashboardSection';
import { signedImage } from './signed-image';
import { SignInPrompt } from './SignInPrompt';

/** The filters of docs/product-rules.md#dashboard, in their order. */
const RECENT_FILTERS: (GenerationService | 'all')[] = [
  'all',
  'virtual-tryon',
  'hairstyle-changer',
  'body-generator',
  'image-to-video',
  'image-editing',
];
export const RECENT_LIMIT = 8;
const GRID = { base: 2, md: 4 };

/**
 * Requests still in this device's outbox (docs/architecture.md#the-outbox), above the server's
 * list.
 */
function QueuedList({ owner, service }: { owner: string; service: GenerationService | undefined }) {
  const { t } = useTranslation('dashboard');
  const cancel = useCancelQueued();
  const entries = useOutboxEntries(owner)
    .filter((entry) => !service || entry.service === service)
    .slice(-RECENT_LIMIT)
    .reverse();
  if (entries.length === 0) return null;
  return (
    <Stack gap="2" data-testid="recent-queued">
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
        {t('recent.queued', { count: entries.length })}
      </Text>
      <SimpleGrid columns={GRID} gap="3">
        {entries.map((entry) => (
          <QueuedGenerationCard key={entry.id} entry={entry} onCancel={(e) => void cancel(e)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function RecentList({
  owner,
  service,
  refreshKey,
  onStale,
}: {
  owner: string;
  service: GenerationService | undefined;
  refreshKey: string;
  onStale: (stale: Staleness | null) => void;
}) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const recent = useKeptResource(
    `recent:${service ?? 'all'}:${refreshKey}`,
    { owner, section: `recent:${service ?? 'all'}` },
    (signal) => generationsApi.list({ service, limit: RECENT_LIMIT }, signal),
  );
  const stale = stalenessOf(recent);
  useEffect(() => onStale(stale), [stale, onStale]);
  if (recent.status === 'loading') {
    return (
      <SimpleGrid columns={GRID} gap="3" aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} aspectRatio={3 / 4.2} borderRadius="xl" />
        ))}
      </SimpleGrid>
    );
  }
  if (recent.status === 'error')
    return (
      <SectionError
        message={t('recent.loadFailed')}
        retryLabel={t('recent.retry')}
        onRetry={recent.retry}
      />
    );
  if (recent.data.items.length === 0) {
    return (
      <Stack
        align="center"
        gap="3"
        py="10"
        bg="white"
        borderWidth="1px"
        borderRadius="xl"
        data-testid="recent-empty"
      >
        <Text color="fg.muted">{t('recent.empty')}</Text>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={PATHS.virtualTryOn}>{t('recent.emptyAction')}</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <SimpleGrid columns={GRID} gap="3" data-testid="recent-list">
      {recent.data.items.map((generation) => (
        <GenerationCard
          key={generation.id}
          generation={generation}
          image={signedImage(generation)}
          onOpen={() => navigate(`${PATHS.history}?service=${generation.service}`)}
          compact
        />
      ))}
    </SimpleGrid>
  );
}

export function RecentGenerations({
  signedIn,
  owner,
  onSignIn,
  refreshKey,
  onStale,
}: {
  signedIn: boolean;
  /** The signed-in user's id: their queued requests, and their list kept for offline visits. */
  owner: string | null;
  onSignIn: (returnTo: string) => void;
  refreshKey: string;
  /** Hears whether the list shown is the device's copy (the page shows one banner). */
  onStale: (stale: Staleness | null) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [filter, setFilter] = useState<GenerationService | 'all'>('all');
  // A queued request went out: the list shows it from the server now.
  const [sent, setSent] = useState(0);
  useOutboxEvents((event) => {
    if (event.type === 'sent') setSent((count) => count + 1);
  });
  const service = filter === 'all' ? undefined : filter;
  const historyLink = service ? `${PATHS.history}?service=${service}` : PATHS.history;
  return (
    <DashboardSection
      id="recent"
      title={t('recent.title')}
      action={
        signedIn && (
          <Button asChild size="sm" variant="ghost" colorPalette="brand">
            <RouterLink to={historyLink}>{t('recent.viewAll')}</RouterLink>
          </Button>
        )
      }
    >
      {signedIn ? (
        <Stack gap="4">
          <HStack
            role="group"
            aria-label={t('recent.filterLabel')}
            gap="2"
            flexWrap="wrap"
            data-testid="recent-filters"
          >
            {RECENT_FILTERS.map((value) => (
              <FilterChip
                key={value}
                selected={filter === value}
                onClick={() => setFilter(value)}
                testId={`recent-filter-${value}`}
              >
                {t(`recent.filters.${value}`)}
              </FilterChip>
            ))}
          </HStack>
          {owner && <QueuedList owner={owner} service={service} />}
          {owner && (
            <RecentList
              owner={owner}
              service={service}
              refreshKey={`${refreshKey}:${sent}`}
              onStale={onStale}
            />
          )}
        </Stack>
      ) : (
        <SignInPrompt onSignIn={onSignIn} />
      )}
    </DashboardSection>
  );
}
