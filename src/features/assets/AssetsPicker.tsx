/**
 * The assets picker popup (docs/product-rules.md#shared-screens-and-dialogs) the studios open from
 * their "pick from assets" tab: the user's library; choosing one hands its file to the studio.
 * What the studio does not take (`accept`; pictures only by default, as every studio's inputs are
 * today) is still shown, greyed, with the reason, so a library of videos does not look empty.
 */
import {
  Badge,
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
import type { AssetKind } from '../../../common/contracts/assets';
import { VideoIcon } from '../../components/icons';
import { VideoPreview } from '../../components/media/VideoPreview';
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
  /** The kinds the caller takes: pictures only by default. */
  accept?: readonly AssetKind[];
}

const PICTURES_ONLY: readonly AssetKind[] = ['image'];

function PickerTile({
  asset,
  thumbnailUrl,
  refusal,
  onPick,
}: {
  asset: CachedAsset;
  thumbnailUrl?: string | null;
  /** Why this asset cannot be picked here; null when it can. */
  refusal: string | null;
  onPick: () => void;
}) {
  const { t } = useTranslation('media');
  const image = useAssetImage(asset.id, 'thumbnail', thumbnailUrl);
  const video = asset.kind === 'video';
  const picture =
    image.state === 'ready' ? (
      <Image src={image.url} alt={asset.original_name} w="full" h="full" objectFit="cover" />
    ) : image.state === 'loading' ? (
      <Spinner m="auto" />
    ) : null;
  const reasonId = `picker-refusal-${asset.id}`;
  return (
    <Box
      as="button"
      position="relative"
      onClick={refusal ? undefined : onPick}
      aria-disabled={refusal ? true : undefined}
      aria-label={asset.original_name}
      aria-describedby={refusal ? reasonId : undefined}
      title={refusal ?? undefined}
      cursor={refusal ? 'not-allowed' : 'pointer'}
      borderRadius="md"
      overflow="hidden"
      aspectRatio="1"
      bg="gray.100"
      data-testid="picker-tile"
      data-asset-kind={asset.kind}
      data-disabled={refusal ? true : undefined}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing' }}
    >
      {video ? (
        <VideoPreview
          poster={image.state === 'ready' ? image.url : null}
          posterLoading={image.state === 'loading'}
          src={null}
          label={asset.original_name}
          durationMs={asset.duration_ms}
          inert
          testId="picker-video"
        />
      ) : (
        picture
      )}
      {video && (
        // Above the refusal's veil: what the tile is stays readable.
        <Badge position="absolute" top="1" left="1" size="sm" colorPalette="brand" zIndex="1">
          <VideoIcon /> {t('library.video')}
        </Badge>
      )}
      {refusal && (
        <Box
          id={reasonId}
          position="absolute"
          inset="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          p="2"
          bg="whiteAlpha.800"
          color="gray.800"
          fontSize="xs"
          fontWeight="medium"
          textAlign="center"
          data-testid="picker-refusal"
        >
          {refusal}
        </Box>
      )}
    </Box>
  );
}

export function AssetsPicker({
  open,
  owner,
  onClose,
  onSelect,
  accept = PICTURES_ONLY,
}: AssetsPickerProps) {
  const { t } = useTranslation('media');
  const { state, retry } = useAssetLibrary(owner);
  const refusalOf = (asset: CachedAsset) =>
    accept.includes(asset.kind) ? null : t(`picker.notAccepted.${asset.kind}`);

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
              {state.status === 'ready' && state.assets.length === 0 && (
                <Text color="fg.muted">{t('library.empty')}</Text>
              )}
              <SimpleGrid columns={{ base: 3, md: 4 }} gap="2">
                {state.assets.map((asset) => (
                  <PickerTile
                    key={asset.id}
                    asset={asset}
                    thumbnailUrl={state.signed.get(asset.id)?.thumbnail_url}
                    refusal={refusalOf(asset)}
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
