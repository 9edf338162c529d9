/**
 * Remove background on this device: free, no credit, and offline too. The picture goes to the
 * media worker (workers/media/person-cutout.ts), which runs the person model from our own
 * origin; the PNG comes back, is shown on a checkerboard, can be downloaded, and is saved to
 * the asset library (when there is a connection; otherwise the page says so and offers to save
 * it later). The page says which path made it: this device, not the server. Keyed by the
 * picture, so a new picture starts afresh.
 */
import { useState } from 'react';
import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useStudio } from '../../components/studio/studio-context';
import type { PickedImage } from '../../lib/generation/picked-image';
import { mediaClient } from '../../lib/workers/media-client';

type SaveState = 'saving' | 'saved' | 'offline' | 'failed' | 'none';

type CutoutState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'failed' }
  | { status: 'done'; blob: Blob; url: string; saved: SaveState };

const FILE_NAME = 'background-removed.png';

const CHECKERBOARD = {
  backgroundColor: '#ffffff',
  backgroundImage:
    'linear-gradient(45deg, #e2e8f0 25%, transparent 25%), linear-gradient(-45deg, #e2e8f0 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #e2e8f0 75%), linear-gradient(-45deg, transparent 75%, #e2e8f0 75%)',
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0, 0 8px, 8px -8px, -8px 0',
} as const;

export function OnDeviceCutout({ photo }: { photo: PickedImage }) {
  const { t } = useTranslation('image-editing');
  const { objectUrl, saveToAssets } = useStudio();
  const [state, setState] = useState<CutoutState>({ status: 'idle' });
  if (!mediaClient.canRemoveBackground()) return null;

  async function save(blob: Blob, url: string) {
    if (!saveToAssets) return setState({ status: 'done', blob, url, saved: 'none' });
    if (!navigator.onLine) return setState({ status: 'done', blob, url, saved: 'offline' });
    setState({ status: 'done', blob, url, saved: 'saving' });
    try {
      await saveToAssets(blob, FILE_NAME);
      setState({ status: 'done', blob, url, saved: 'saved' });
    } catch {
      setState({ status: 'done', blob, url, saved: navigator.onLine ? 'failed' : 'offline' });
    }
  }

  async function run() {
    setState({ status: 'running' });
    try {
      // An upload is at hand; an asset is read from its (signed or cached) address.
      const source =
        photo.source.kind === 'file'
          ? photo.source.blob
          : await (await fetch(photo.previewUrl)).blob();
      const { blob } = await mediaClient.removeBackground(source);
      await save(blob, objectUrl(blob));
    } catch {
      setState({ status: 'failed' });
    }
  }

  return (
    <Stack
      gap="3"
      p="4"
      borderWidth="1px"
      borderRadius="xl"
      bg="white"
      data-testid="edit-on-device"
    >
      <Stack gap="1">
        <Text fontWeight="semibold">{t('onDevice.label')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('onDevice.lead')}
        </Text>
      </Stack>
      <HStack gap="3" flexWrap="wrap">
        <Button
          variant="outline"
          onClick={() => void run()}
          loading={state.status === 'running'}
          loadingText={t('onDevice.running')}
          data-testid="edit-on-device-run"
        >
          {t('onDevice.run')}
        </Button>
        {state.status === 'failed' && (
          <Text fontSize="sm" color="red.600" role="alert">
            {t('onDevice.failed')}
          </Text>
        )}
      </HStack>
      {state.status === 'done' && (
        <Stack gap="2" data-testid="edit-on-device-result">
          <Text fontSize="sm" fontWeight="medium" data-testid="edit-on-device-path">
            {t('onDevice.path')}
          </Text>
          <Box maxW="xs" borderRadius="lg" overflow="hidden" borderWidth="1px" {...CHECKERBOARD}>
            <Image
              src={state.url}
              alt={t('onDevice.resultAlt')}
              w="full"
              data-testid="edit-on-device-image"
            />
          </Box>
          <HStack gap="3" flexWrap="wrap">
            <Button asChild size="sm" colorPalette="brand">
              <a href={state.url} download={FILE_NAME}>
                {t('onDevice.download')}
              </a>
            </Button>
            {(state.saved === 'offline' || state.saved === 'failed') && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void save(state.blob, state.url)}
                data-testid="edit-on-device-save"
              >
                {t('onDevice.saveAgain')}
              </Button>
            )}
          </HStack>
          {state.saved !== 'none' && (
            <Text
              fontSize="sm"
              color="fg.muted"
              aria-live="polite"
              data-testid="edit-on-device-saved"
            >
              {t(`onDevice.saved.${state.saved}`)}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
