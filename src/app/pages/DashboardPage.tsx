/**
 * /dashboard (docs/product-rules.md#dashboard): open to guests, whose sections ask them to sign in.
 * It composes the features: stats, quick access, recent generations, body models, community, the
 * asset library.
 */
import { useMemo, useState } from 'react';
import { Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../common/routes';
import { ShirtIcon } from '../../components/icons';
import { OfflineBanner } from '../../components/OfflineBanner';
import { AssetLibrary } from '../../features/assets/AssetLibrary';
import { openLoginModalAtom, sessionAtom } from '../../features/auth/session.atoms';
import { BodyModels } from '../../features/dashboard/BodyModels';
import { CommunitySection } from '../../features/dashboard/CommunitySection';
import { DashboardSection } from '../../features/dashboard/DashboardSection';
import { QuickAccess } from '../../features/dashboard/QuickAccess';
import { RecentGenerations } from '../../features/dashboard/RecentGenerations';
import { StatsSection } from '../../features/dashboard/StatsSection';
import type { Staleness } from '../../features/dashboard/use-kept-resource';
import { useAtomValue, useSetAtom } from '../../lib/state';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const session = useAtomValue(sessionAtom);
  const openLogin = useSetAtom(openLoginModalAtom);
  const user = session.status === 'signed-in' ? session.user : null;
  const name = user ? user.name || user.email.split('@')[0] : '';
  // Which sections show the device's copy: one banner for the page, as on /history.
  const [stale, setStale] = useState<Partial<Record<string, Staleness | null>>>({});
  const onStale = useMemo(() => {
    const report = (section: string) => (value: Staleness | null) =>
      setStale((current) =>
        current[section] === value ? current : { ...current, [section]: value },
      );
    return {
      stats: report('stats'),
      recent: report('recent'),
      bodies: report('bodies'),
      community: report('community'),
    };
  }, []);
  const staleness = Object.values(stale).includes('offline')
    ? 'offline'
    : Object.values(stale).find(Boolean);
  // Retry asks the server again for every section.
  const [reloads, setReloads] = useState(0);
  const refreshKey = `${user?.id ?? 'guest'}:${reloads}`;

  return (
    <Stack gap="10" maxW="7xl" mx="auto">
      <HStack justify="space-between" align="end" gap="6">
        <Stack gap="1" flex="1" minW="0">
          <Heading as="h1" size="2xl">
            {t('common:titles.dashboard')}
          </Heading>
          <Text color="fg.muted">
            {user ? `${t('welcome', { name })}. ${t('lead')}` : t('guestLead')}
          </Text>
        </Stack>
        {user && (
          <Button asChild colorPalette="brand" flexShrink={0}>
            <RouterLink to={PATHS.virtualTryOn}>
              <ShirtIcon /> {t('newTryOn')}
            </RouterLink>
          </Button>
        )}
      </HStack>
      {staleness && (
        <OfflineBanner
          message={t(staleness === 'offline' ? 'offline' : 'staleFailed')}
          retryLabel={t('recent.retry')}
          onRetry={() => setReloads((count) => count + 1)}
          testId="dashboard-offline"
        />
      )}
      {user && <StatsSection owner={user.id} refreshKey={refreshKey} onStale={onStale.stats} />}
      <DashboardSection id="quick" title={t('quick.title')}>
        <QuickAccess signedIn={user !== null} onSignIn={openLogin} />
      </DashboardSection>
      <RecentGenerations
        signedIn={user !== null}
        owner={user?.id ?? null}
        onSignIn={openLogin}
        refreshKey={refreshKey}
        onStale={onStale.recent}
      />
      {user ? (
        <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 2fr)' }} gap="8">
          <BodyModels owner={user.id} refreshKey={refreshKey} onStale={onStale.bodies} />
          <CommunitySection owner={user.id} refreshKey={refreshKey} onStale={onStale.community} />
        </Grid>
      ) : (
        <CommunitySection owner="guest" refreshKey={refreshKey} onStale={onStale.community} />
      )}
      {user && <AssetLibrary owner={user.id} />}
    </Stack>
  );
}
