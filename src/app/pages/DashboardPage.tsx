/**
 * /dashboard (spec §2): open to guests, whose sections ask them to sign in. It composes the
 * features; the generation issue adds stats, quick access and recent generations.
 */
import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AssetLibrary } from '../../features/assets/AssetLibrary';
import { AuthRequired } from '../../features/auth/AuthRequired';
import { sessionAtom } from '../../features/auth/session.atoms';
import { useAtomValue } from '../../lib/state';

export default function DashboardPage() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  return (
    <Stack gap="8" maxW="7xl" mx="auto">
      <Heading as="h1" size="2xl">
        {t('titles.dashboard')}
      </Heading>
      {session.status === 'signed-in' ? <AssetLibrary owner={session.user.id} /> : <AuthRequired />}
    </Stack>
  );
}
