/** One asset in the library grid: its thumbnail and its actions. */
import { Badge, Box, IconButton, Image, Menu, Portal, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MenuIcon, VideoIcon } from '../../components/icons';
import { VideoPreview } from '../../components/media/VideoPreview';
import type { CachedAsset } from './asset-cache';
import { useAssetImage } from './use-asset-image';

interface AssetTileProps {
  asset: CachedAsset;
  thumbnailUrl: string | null | undefined;
  /** The signed URL of the file, when the server listed it: a video's preview plays from it. */
  fileUrl: string | null | undefined;
  onOpen: () => void;
  onDownload: () => void;
  onDelete: () => void;
}

export function AssetTile({
  asset,
  thumbnailUrl,
  fileUrl,
  onOpen,
  onDownload,
  onDelete,
}: AssetTileProps) {
  const { t } = useTranslation('media');
  const image = useAssetImage(asset.id, 'thumbnail', thumbnailUrl);

  return (
    <Box
      as="figure"
      position="relative"
      borderRadius="lg"
      overflow="hidden"
      bg="gray.100"
      data-testid="asset-tile"
      data-asset-id={asset.id}
    >
      {asset.kind === 'video' ? (
        <Box aspectRatio="1">
          <VideoPreview
            poster={image.state === 'ready' ? image.url : null}
            posterLoading={image.state === 'loading'}
            src={fileUrl ?? null}
            label={asset.original_name}
            durationMs={asset.duration_ms}
            onOpen={onOpen}
            openLabel={`${t('library.view')}: ${asset.original_name}`}
          />
        </Box>
      ) : (
        <Box
          as="button"
          display="block"
          w="full"
          aspectRatio="1"
          onClick={onOpen}
          aria-label={`${t('library.view')}: ${asset.original_name}`}
          cursor="zoom-in"
        >
          {image.state === 'ready' ? (
            <Image
              src={image.url}
              alt={asset.original_name}
              w="full"
              h="full"
              objectFit="cover"
              data-testid="asset-thumbnail"
            />
          ) : (
            <Skeleton w="full" h="full" loading={image.state === 'loading'} />
          )}
        </Box>
      )}
      {asset.kind === 'video' && (
        <Badge position="absolute" top="2" left="2" colorPalette="brand">
          <VideoIcon /> {t('library.video')}
        </Badge>
      )}
      <Text as="figcaption" fontSize="xs" px="2" py="1" truncate bg="white">
        {asset.original_name}
      </Text>
      <Menu.Root>
        <Menu.Trigger asChild>
          <IconButton
            size="xs"
            variant="solid"
            bg="whiteAlpha.900"
            color="gray.800"
            position="absolute"
            top="2"
            right="2"
            aria-label={t('library.actions', { name: asset.original_name })}
          >
            <MenuIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="view" onSelect={onOpen}>
                {t('library.view')}
              </Menu.Item>
              <Menu.Item value="download" onSelect={onDownload}>
                {t('library.download')}
              </Menu.Item>
              <Menu.Item value="delete" color="fg.error" onSelect={onDelete}>
                {t('library.delete')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Box>
  );
}
