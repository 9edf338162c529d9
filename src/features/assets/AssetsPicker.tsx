/**
 * The assets picker popup (docs/product-rules.md#shared-screens-and-dialogs) the studios open from
 * their "pick from assets" tab: the user's library; choosing one hands its file to the studio.
 */
import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Image,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../components/toaster';
import type { CachedAsset } from './asset-cache';
import { loadAssetBlob } from './asset-blobs';
import { useAssetImage } from './use-asset-image';
import { useAssetLibrary } from './use-asset-library';

interface AssetsPickerProps {
  open: boolean;
  owner: string;
  onClose: () => void;
  onSelect: (asset: CachedAsset, file: Blob) => void | Promise<void>;
}

function PickerTile({
  asset,
  thumbnailUrl,
  onPick,
}: {
  asset: CachedAsset;
  thumbnailUrl?: string | null;
  onPick: () => void;
}) {
  const image = useAssetImage(asset.id, 'thumbnail', thumbnailUrl);
  return (
    <Box
      as="button"
      onClick={onPick}
      borderRadius="md"
      overflow="hidden"
      aspectRatio="1"
      bg="gray.100"
      data-testid="picker-tile"
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing' }}
    >
      {image.state === 'ready' ? (
        <Image src={image.url} alt={asset.original_name} w="full" h="full" objectFit="cover" />
      ) : (
        <Spinner m="auto" />
      )}
    </Box>
  );
}

export function AssetsPicker({ open, owner, onClose, onSelect }: AssetsPickerProps) {
  const { t } = useTranslation('media');
  const { state, retry } = useAssetLibrary(owner);
  const images = state.assets.filter((asset) => asset.kind === 'image');

  const pick = async (asset: CachedAsset) => {
    const file = await loadAssetBlob(asset.id, 'file', state.signed.get(asset.id)?.url).catch(
      () => null,
    );
    if (!file) {
      toaster.create({ type: 'error', title: t('picker.loadAssetFailed') });
      return;
    }
    try {
      await onSelect(asset, file);
      onClose();
    } catch {
      toaster.create({ type: 'error', title: t('picker.selectFailed') });
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      size="lg"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="assets-picker">
            <Dialog.Header>
              <Dialog.Title>{t('picker.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {state.status === 'loading' && <Spinner color="brand.solid" />}
              {state.status === 'error' && (
                <Stack role="alert" align="start">
                  <Text fontWeight="semibold">{t('library.loadFailed')}</Text>
                  <Button size="sm" onClick={retry}>
                    {t('library.retry')}
                  </Button>
                </Stack>
              )}
              {state.status === 'ready' && images.length === 0 && (
                <Text color="fg.muted">{t('library.empty')}</Text>
              )}
              <SimpleGrid columns={{ base: 3, md: 4 }} gap="2">
                {images.map((asset) => (
                  <PickerTile
                    key={asset.id}
                    asset={asset}
                    thumbnailUrl={state.signed.get(asset.id)?.thumbnail_url}
                    onPick={() => void pick(asset)}
                  />
                ))}
              </SimpleGrid>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('viewer.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
