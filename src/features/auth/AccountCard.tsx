/**
 * The sidebar's account card (docs/product-rules.md#navigation): signed in, a dropdown with Profile
 * Settings, Admin Dashboard (admins only) and Logout; as a guest, a sign-in card that opens the
 * login modal.
 */
import { Avatar, Box, Button, HStack, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../common/routes';
import { LogOutIcon, SettingsIcon, ShieldIcon, UserIcon } from '../../components/icons';
import { toaster } from '../../components/toaster';
import { useAtomValue, useSetAtom } from '../../lib/state';
import type { User } from '../../../common/contracts/auth';
import { signOut } from './session';
import { openLoginModalAtom, sessionAtom } from './session.atoms';

function GuestCard() {
  const { t } = useTranslation();
  const openLogin = useSetAtom(openLoginModalAtom);
  const { pathname, search } = useLocation();
  return (
    <Stack gap="3" p="4" borderRadius="xl" bg="brand.subtle" data-testid="guest-card">
      <Text fontWeight="semibold">{t('account.guestTitle')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('account.guestLead')}
      </Text>
      <Button colorPalette="brand" size="sm" onClick={() => openLogin(pathname + search)}>
        <UserIcon /> {t('account.signIn')}
      </Button>
    </Stack>
  );
}

function UserCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = user.name || user.email.split('@')[0] || user.email;

  const logout = () => {
    signOut();
    toaster.create({ type: 'info', title: t('account.loggedOut') });
    navigate(PATHS.home);
  };

  return (
    <Menu.Root positioning={{ placement: 'top-start', sameWidth: true }}>
      <Menu.Trigger asChild>
        <Button
          variant="outline"
          h="auto"
          py="2"
          px="3"
          justifyContent="start"
          data-testid="account-card"
        >
          <HStack gap="3" minW="0">
            <Avatar.Root size="sm" colorPalette="brand">
              {/* The picture chosen on /profile; its name is beside it, so it says nothing more. */}
              {user.photo_url && <Avatar.Image src={user.photo_url} alt="" />}
              <Avatar.Fallback name={name} />
            </Avatar.Root>
            <Box textAlign="start" minW="0">
              <Text fontWeight="semibold" truncate>
                {name}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {user.email}
              </Text>
            </Box>
          </HStack>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content data-testid="account-menu">
            <Menu.Item value="profile" asChild>
              <RouterLink to={PATHS.profile}>
                <SettingsIcon /> {t('account.profileSettings')}
              </RouterLink>
            </Menu.Item>
            {user.is_admin && (
              <Menu.Item value="admin" asChild>
                <RouterLink to={PATHS.admin}>
                  <ShieldIcon /> {t('account.adminDashboard')}
                </RouterLink>
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={logout} color="fg.error">
              <LogOutIcon /> {t('account.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function AccountCard() {
  const session = useAtomValue(sessionAtom);
  return session.status === 'signed-in' ? <UserCard user={session.user} /> : <GuestCard />;
}
