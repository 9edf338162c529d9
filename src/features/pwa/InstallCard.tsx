/**
 * The install offer in the studio sidebar (README.md, "Install" under Product decisions): the
 * browser's own install dialog where there is one, the two Safari steps on iPhone and iPad (Apple
 * offers no prompt). It is dismissible and remembers the dismissal; installed, it is gone.
 */
import { Suspense } from 'react';
import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../components/toaster';
import { installMethodAtom, promptInstall } from '../../lib/pwa/install-prompt';
import { requestPersistentStorage } from '../../lib/pwa/persistent-storage';
import { atomWithStorage, useAtom, useAtomValue } from '../../lib/state';
import { AppleShareIcon, InstallIcon } from './pwa-icons';

/** DO NOT RENAME without a migration: users' dismissals live under this key. */
const DISMISSED_KEY = 'studio.pwa.install-card-dismissed';
const installCardDismissedAtom = atomWithStorage(DISMISSED_KEY, false, undefined, {
  getOnInit: true,
});

export function InstallCard() {
  const method = useAtomValue(installMethodAtom);
  const [dismissed, setDismissed] = useAtom(installCardDismissedAtom);
  if (dismissed || (method !== 'prompt' && method !== 'ios-share')) return null;
  // Its texts load with it: the sidebar never waits for them.
  return (
    <Suspense fallback={null}>
      <InstallOffer method={method} onDismiss={() => setDismissed(true)} />
    </Suspense>
  );
}

function InstallOffer({
  method,
  onDismiss,
}: {
  method: 'prompt' | 'ios-share';
  onDismiss: () => void;
}) {
  const { t } = useTranslation('pwa');

  const install = async () => {
    if ((await promptInstall()) !== 'accepted') return;
    void requestPersistentStorage();
    toaster.create({ type: 'success', title: t('install.installed') });
  };

  return (
    // Compact: the sidebar's navigation above it must still fit a 900px-tall screen.
    <Stack
      gap="1.5"
      px="3"
      py="2.5"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="brand.muted"
      bg="white"
      fontSize="xs"
      data-testid="install-card"
      data-method={method}
    >
      <HStack gap="2" fontSize="sm" fontWeight="semibold" color="brand.fg">
        {method === 'ios-share' ? <AppleShareIcon /> : <InstallIcon />}
        <Text>{t(method === 'ios-share' ? 'install.iosTitle' : 'install.title')}</Text>
      </HStack>
      {method === 'ios-share' ? (
        <List.Root as="ol" gap="0.5" ps="4" color="fg.muted">
          <List.Item>{t('install.iosStepShare')}</List.Item>
          <List.Item>{t('install.iosStepAdd')}</List.Item>
        </List.Root>
      ) : (
        <Text color="fg.muted">{t('install.lead')}</Text>
      )}
      <HStack gap="2" pt="1">
        {method === 'prompt' && (
          <Button size="xs" colorPalette="brand" onClick={() => void install()}>
            {t('install.action')}
          </Button>
        )}
        <Button size="xs" variant="ghost" onClick={onDismiss}>
          {t(method === 'ios-share' ? 'install.gotIt' : 'install.later')}
        </Button>
      </HStack>
    </Stack>
  );
}
