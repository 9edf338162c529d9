/**
 * Where an image shared to the installed app lands (manifest share_target,
 * docs/architecture.md#service-worker): it shows the image and the five studios; the chosen studio
 * opens with `?shared=1` and takes the image with takeSharedImage() (src/lib/pwa/shared-image.ts).
 */
import { useEffect, useState } from 'react';
import { Box, Button, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { STUDIOS_IN_ORDER } from '../../../common/studios/studios';
import { STUDIO_ICONS } from '../../components/studio-icons';
import {
  SHARED_IMAGE_PARAM,
  discardSharedImage,
  peekSharedImage,
} from '../../lib/pwa/shared-image';

/** The studios in the registry's order (the sidebar's). */
const STUDIOS = STUDIOS_IN_ORDER.map(({ service, path }) => ({
  slug: service,
  path,
  icon: STUDIO_ICONS[service],
}));

type Shared = { status: 'loading' } | { status: 'none' } | { status: 'ready'; url: string };

function useSharedImagePreview(): [Shared, () => void] {
  const [shared, setShared] = useState<Shared>({ status: 'loading' });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    peekSharedImage().then(
      (file) => {
        if (!live) return;
        url = file ? URL.createObjectURL(file) : null;
        setShared(url ? { status: 'ready', url } : { status: 'none' });
      },
      () => live && setShared({ status: 'none' }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, []);
  const discard = () => {
    void discardSharedImage();
    setShared({ status: 'none' });
  };
  return [shared, discard];
}

export default function ShareChooserPage() {
  const { t } = useTranslation(['pwa', 'common']);
  const [params] = useSearchParams();
  const [shared, discard] = useSharedImagePreview();
  const failure = params.get('error') === 'storage' ? 'share.storageFull' : 'share.noImage';

  return (
    <Stack gap="6" maxW="3xl" data-testid="share-chooser">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('share.title')}
        </Heading>
        <Text color="fg.muted">{t('share.lead')}</Text>
      </Stack>
      {shared.status === 'loading' && <Text color="fg.muted">{t('share.loading')}</Text>}
      {shared.status === 'none' && (
        <Text role="alert" color="fg.error" data-testid="share-no-image">
          {t(failure)}
        </Text>
      )}
      {shared.status === 'ready' && (
        <>
          <Box maxW="sm" borderRadius="xl" overflow="hidden" borderWidth="1px" bg="white">
            <Image src={shared.url} alt={t('share.previewAlt')} maxH="64" mx="auto" />
          </Box>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {STUDIOS.map(({ slug, path, icon: Icon }) => (
              <Button key={slug} asChild variant="outline" size="lg" justifyContent="start">
                <RouterLink to={`${path}?${SHARED_IMAGE_PARAM}=1`}>
                  <Icon /> {t(`common:services.${slug}.name`)}
                </RouterLink>
              </Button>
            ))}
          </SimpleGrid>
          <Button alignSelf="start" variant="ghost" size="sm" onClick={discard}>
            {t('share.discard')}
          </Button>
        </>
      )}
    </Stack>
  );
}
