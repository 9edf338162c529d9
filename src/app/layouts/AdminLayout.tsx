/** The admin area's sidebar layout (docs/product-rules.md#admin-area). */
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AccountCard } from '../../features/auth/AccountCard';
import { ADMIN_NAV, STUDIO_NAV } from './nav-items';
import { SidebarNav } from './sidebar/SidebarNav';
import { SidebarShell } from './sidebar/SidebarShell';

const BACK_TO_STUDIO = STUDIO_NAV.slice(0, 1);

export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <SidebarShell
      testId="admin-layout"
      nav={
        <Stack gap="6">
          <SidebarNav items={ADMIN_NAV} label={t('nav.admin')} />
          <SidebarNav items={BACK_TO_STUDIO} label={t('nav.studio')} />
        </Stack>
      }
      account={<AccountCard />}
    />
  );
}
