/** Studio and dashboard pages: the sidebar with the studios (docs/product-rules.md#navigation). */
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AccountCard } from '../../features/auth/AccountCard';
import { InstallCard } from '../../features/pwa/InstallCard';
import { STUDIO_NAV } from './nav-items';
import { SidebarNav } from './sidebar/SidebarNav';
import { SidebarShell } from './sidebar/SidebarShell';

export function StudioLayout({ testId = 'studio-layout' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <SidebarShell
      testId={testId}
      nav={<SidebarNav items={STUDIO_NAV} label={t('nav.studio')} />}
      account={
        <Stack gap="3">
          <InstallCard />
          <AccountCard />
        </Stack>
      }
    />
  );
}

export function DashboardLayout() {
  return <StudioLayout testId="dashboard-layout" />;
}
