/**
 * /dashboard (docs/product-rules.md#dashboard): open to guests, whose sections ask them to sign in.
 * It composes the features: stats, quick access, recent generations, body models, community, the
 * asset library.
 */
import { Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../common/routes';
import { ShirtIcon } from '../../components/icons';
import { AssetLibrary } from '../../features/assets/AssetLibrary';
import { openLoginModalAtom, sessionAtom } from '../../features/auth/session.atoms';
import { BodyModels } from '../../features/dashboard/BodyModels';
import { CommunitySection } from '../../features/dashboard/CommunitySection';
import { DashboardSection } from '../../features/dashboard/DashboardSection';
import { QuickAccess } from '../../features/dashboard/QuickAccess';
import { RecentGenerations } from '../../features/dashboard/RecentGenerations';
import { StatsSection } from '../../features/dashboard/StatsSection';
import { useAtomValue, useSetAtom } from '../../lib/state';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const session = useAtomValue(sessionAtom);
  const openLogin = useSetAtom(openLoginModalAtom);
  const user = session.status === 'signed-in' ? session.user : null;
  const name = user ? user.name || user.email.split('@')[0] : '';

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
      {user && <StatsSection refreshKey={user.id} />}
      <DashboardSection id="quick" title={t('quick.title')}>
        <QuickAccess signedIn={user !== null} onSignIn={openLogin} />
      </DashboardSection>
      <RecentGenerations
        signedIn={user !== null}
        owner={user?.id ?? null}
        onSignIn={openLogin}
        refreshKey={user?.id ?? 'guest'}
      />
      {user ? (
        <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 2fr)' }} gap="8">
          <BodyModels refreshKey={user.id} />
          <CommunitySection />
        </Grid>
      ) : (
        <CommunitySection />
      )}
      {user && <AssetLibrary owner={user.id} />}
    </Stack>
  );
}
