/**
 * The asset library (docs/product-rules.md#product-and-users): upload by drop, paste or picker;
 * browse, view, download and delete; works offline from the copies kept on this device.
 */
import { useState } from 'react';
import { ACCEPTED_LIBRARY_LABEL } from '../../../common/media';
import { Badge, Button, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DownloadDialog } from '../../components/media/DownloadDialog';
import { DropZone } from '../../components/media/DropZone';
import { ImageViewer } from '../../components/media/ImageViewer';
import { mediaErrorMessage } from '../../components/media/media-error-message';
import { toaster } from '../../components/toaster';
import { AssetTile } from './AssetTile';
import { loadAssetBlob } from './asset-blobs';
import { useAssetImage } from './use-asset-image';
import { useAssetLibrary } from './use-asset-library';
import { useAssetVideo } from './use-asset-video';
import { useLibraryDialogs } from './use-library-dialogs';

type ViewerProps = Omit<Parameters<typeof ImageViewer>[0], 'src' | 'kind' | 'poster'>;
interface ViewerForProps extends ViewerProps {
  id: string;
  url: string | undefined;
  thumbnailUrl: string | null | undefined;
  posterUrl: string | null | undefined;
}

function ImageViewerFor({
  id,
  url,
  thumbnailUrl: _thumbnailUrl,
  posterUrl: _posterUrl,
  ...rest
}: ViewerForProps) {
  const image = useAssetImage(id, 'file', url);
  return <ImageViewer {...rest} src={image.state === 'ready' ? image.url : null} />;
}

/**
 * A video plays from the device's copy or streams from its link, over its poster (kept once
 * shown; the small thumbnail until then, or when it cannot be had).
 */
function VideoViewerFor({ id, url, thumbnailUrl, posterUrl, ...rest }: ViewerForProps) {
  const { t } = useTranslation('media');
  const video = useAssetVideo(id, url);
  const large = useAssetImage(id, 'poster', posterUrl);
  const small = useAssetImage(id, 'thumbnail', thumbnailUrl);
  const poster = large.state === 'ready' ? large : small;
  return (
    <ImageViewer
      {...rest}
      kind="video"
      src={video.state === 'ready' ? video.url : null}
      poster={poster.state === 'ready' ? poster.url : null}
      unavailable={video.state === 'missing' ? t('video.playsOnline') : null}
    />
  );
}

/** Library uploads name every type the library takes in their 'Invalid file type' message. */
const LIBRARY_MESSAGE_VALUES = { acceptedTypes: ACCEPTED_LIBRARY_LABEL };

export function AssetLibrary({ owner }: { owner: string }) {
  const { t } = useTranslation('media');
  const library = useAssetLibrary(owner);
  const dialogs = useLibraryDialogs();
  const [pending, setPending] = useState<string[]>([]);
  const { state } = library;

  const uploadAll = async (files: File[]) => {
    for (const file of files) {
      setPending((names) => [...names, file.name]);
      try {
        await library.upload(file);
        toaster.create({ type: 'success', title: t('library.uploaded', { name: file.name }) });
      } catch (error) {
        toaster.create({
          type: 'error',
          title: t('errors.uploadFailed'),
          description: mediaErrorMessage(t, error, undefined, LIBRARY_MESSAGE_VALUES),
        });
      } finally {
        setPending((names) => names.filter((name) => name !== file.name));
      }
    }
  };

  const remove = async (id: string) => {
    try {
      await library.remove(id);
      toaster.create({ type: 'info', title: t('library.deleted') });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('library.deleteFailed'),
        description: mediaErrorMessage(t, error, 'library.deleteFailed'),
      });
    }
  };

  const viewing = dialogs.viewing;
  const ViewerFor = viewing?.kind === 'video' ? VideoViewerFor : ImageViewerFor;
  return (
    <Stack as="section" aria-labelledby="asset-library-title" gap="5" data-testid="asset-library">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h2" size="lg" id="asset-library-title">
          {t('library.title')}{' '}
          <Badge colorPalette="brand">{t('library.count', { count: state.assets.length })}</Badge>
        </Heading>
        {state.offline && (
          <Badge colorPalette="orange" data-testid="library-offline">
            {t('library.offline')}
          </Badge>
        )}
      </HStack>
      <Text color="fg.muted">{t('library.lead')}</Text>
      <DropZone onFiles={(files) => void uploadAll(files)} disabled={state.offline} videos />
      {pending.map((name) => (
        <HStack key={name} role="status" fontSize="sm">
          <Spinner size="sm" color="brand.solid" /> <Text>{t('library.uploading', { name })}</Text>
        </HStack>
      ))}
      {state.status === 'loading' && <Spinner alignSelf="center" color="brand.solid" />}
      {state.status === 'error' && (
        <Stack role="alert" align="start" p="4" bg="red.50" borderRadius="lg">
          <Text fontWeight="semibold">{t('library.loadFailed')}</Text>
          <Button size="sm" onClick={library.retry}>
            {t('library.retry')}
          </Button>
        </Stack>
      )}
      {state.status === 'ready' && state.assets.length === 0 && (
        <Stack align="center" py="8" color="fg.muted" data-testid="library-empty">
          <Text fontWeight="semibold">{t('library.empty')}</Text>
          <Text fontSize="sm">{t('library.emptyLead')}</Text>
        </Stack>
      )}
      <SimpleGrid columns={{ base: 2, md: 4, xl: 6 }} gap="3">
        {state.assets.map((asset) => (
          <AssetTile
            key={asset.id}
            asset={asset}
            thumbnailUrl={state.signed.get(asset.id)?.thumbnail_url}
            fileUrl={state.signed.get(asset.id)?.url}
            onOpen={() => dialogs.view(asset)}
            onDownload={() => dialogs.download([asset])}
            onDelete={() => void remove(asset.id)}
          />
        ))}
      </SimpleGrid>
      {state.nextCursor && (
        <Button alignSelf="center" variant="outline" onClick={() => void library.loadMore()}>
          {t('library.loadMore')}
        </Button>
      )}
      {viewing && (
        <ViewerFor
          key={viewing.id}
          id={viewing.id}
          url={state.signed.get(viewing.id)?.url}
          thumbnailUrl={state.signed.get(viewing.id)?.thumbnail_url}
          posterUrl={state.signed.get(viewing.id)?.poster_url}
          open
          onClose={dialogs.closeViewer}
          onDownload={() => dialogs.download([viewing])}
          details={{
            name: viewing.original_name,
            width: viewing.width,
            height: viewing.height,
            byteSize: viewing.byte_size,
            type: viewing.mime_type,
            createdAt: viewing.created_at,
            durationMs: viewing.duration_ms,
          }}
        />
      )}
      <DownloadDialog
        kind={dialogs.downloading.some((asset) => asset.kind === 'video') ? 'video' : 'image'}
        open={dialogs.downloading.length > 0}
        onClose={dialogs.closeDownload}
        items={dialogs.downloading.map((asset) => ({
          name: asset.original_name,
          size: asset.width && asset.height ? { width: asset.width, height: asset.height } : null,
          load: async (download) => {
            const blob = await loadAssetBlob(
              asset.id,
              'file',
              state.signed.get(asset.id)?.url,
              download,
            );
            if (!blob) throw new Error('missing');
            return blob;
          },
        }))}
      />
    </Stack>
  );
}
