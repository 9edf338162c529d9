/**
 * Admin-only pages. The server enforces the role on every admin API call (docs/accounts.md#roles);
 * this gate only decides what to show: checking, the Access Denied view (then home), or the page.
 * It stands outside the admin layout (src/app/router.tsx), so a non-admin sees no admin navigation.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Outlet, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../common/routes';
import { ArrowLeftIcon, ShieldIcon } from '../../components/icons';
import { sessionAtom } from '../../features/auth/session.atoms';
import { useAtomValue } from '../../lib/state';
import { ADMIN_DENIED_REDIRECT_MS, adminGateState } from './admin-gate-state';

function AccessDenied({ who }: { who: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(ADMIN_DENIED_REDIRECT_MS / 1000);

  useEffect(() => {
    const tick = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    const leave = setTimeout(
      () => navigate(PATHS.home, { replace: true }),
      ADMIN_DENIED_REDIRECT_MS,
    );
    return () => {
      clearInterval(tick);
      clearTimeout(leave);
    };
  }, [navigate]);

  return (
    <Stack
      role="alert"
      align="center"
      textAlign="center"
      gap="4"
      maxW="lg"
      mx="auto"
      my="16"
      p="8"
      bg="white"
      borderRadius="2xl"
      borderWidth="1px"
      data-testid="access-denied"
    >
      <ShieldIcon boxSize="12" color="red.500" />
      <Heading as="h1" size="xl">
        {t('admin.accessDenied.title')}
      </Heading>
      <Text color="fg.muted">{t('admin.accessDenied.message')}</Text>
      {who && (
        <Text fontSize="sm">
          {t('admin.accessDenied.signedInAs')} <strong>{who}</strong>
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('admin.accessDenied.redirecting', { count: secondsLeft })}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={PATHS.home}>
          <ArrowLeftIcon /> {t('admin.accessDenied.goBack')}
        </RouterLink>
      </Button>
    </Stack>
  );
}

export function AdminGate() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const state = adminGateState(session);

  if (state === 'checking') {
    return (
      <Center py="24" gap="3" data-testid="admin-gate-checking">
        <Spinner color="brand.solid" /> {t('admin.checking')}
      </Center>
    );
  }
  if (state === 'denied') {
    return (
      <Box minH="100dvh" bg="gray.50" px="4" py="px">
        <AccessDenied who={session.status === 'signed-in' ? session.user.email : null} />
      </Box>
    );
  }
  return <Outlet />;
}
