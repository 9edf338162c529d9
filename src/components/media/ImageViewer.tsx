/**
 * The image review viewer (docs/product-rules.md#shared-screens-and-dialogs): zoom (buttons, wheel,
 * pinch via the browser), rotate, open in a new tab, a details panel, and download. Drag pans a
 * zoomed image. A video (`kind: 'video'`) plays instead, with the player's own controls over its
 * poster; zoom and rotate are a picture's only.
 */
import { useState } from 'react';
import {
  Box,
  CloseButton,
  DataList,
  Dialog,
  Flex,
  HStack,
  IconButton,
  Image,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../lib/i18n/format-bytes';
import { formatClock } from '../generation/generation-labels';
import { FileTextIcon, RefreshIcon } from '../icons';
import { ZoomableImage, type ViewState } from './ZoomableImage';

export interface ImageDetails {
  name: string;
  width: number | null;
  height: number | null;
  byteSize: number;
  type: string;
  createdAt: string;
  /** A video's length. */
  durationMs?: number | null;
}

interface ImageViewerProps {
  open: boolean;
  src: string | null;
  details: ImageDetails | null;
  onClose: () => void;
  onDownload?: () => void;
  /** What `src` is: a picture (the default) or a video. */
  kind?: 'image' | 'video';
  /** A video's poster, shown before it plays and while `src` is still unknown. */
  poster?: string | null;
  /**
   * Why a video has no `src` (offline and not kept on this device): said over its poster instead
   * of waiting for it.
   */
  unavailable?: string | null;
}

const ZOOM_STEP = 1.25;
const INITIAL: ViewState = { zoom: 1, rotation: 0, x: 0, y: 0 };

export function ImageViewer({
  open,
  src,
  details,
  onClose,
  onDownload,
  kind = 'image',
  poster = null,
  unavailable = null,
}: ImageViewerProps) {
  const { t, i18n } = useTranslation('media');
  const [view, setView] = useState(INITIAL);
  const [showDetails, setShowDetails] = useState(true);
  const video = kind === 'video';
  const zoomBy = (factor: number) =>
    setView((v) => ({ ...v, zoom: Math.min(8, Math.max(0.25, v.zoom * factor)) }));

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      size="cover"
      onExitComplete={() => setView(INITIAL)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="image-viewer" bg="gray.900" color="white">
            <Dialog.Header>
              <Dialog.Title>
                {details?.name ?? t(video ? 'viewer.videoTitle' : 'viewer.title')}
              </Dialog.Title>
            </Dialog.Header>
            <HStack px="6" gap="1" flexWrap="wrap">
              {!video && (
                <>
                  <IconButton
                    aria-label={t('viewer.zoomOut')}
                    variant="ghost"
                    color="white"
                    onClick={() => zoomBy(1 / ZOOM_STEP)}
                  >
                    −
                  </IconButton>
                  <IconButton
                    aria-label={t('viewer.zoomIn')}
                    variant="ghost"
                    color="white"
                    onClick={() => zoomBy(ZOOM_STEP)}
                  >
                    +
                  </IconButton>
                  <IconButton
                    aria-label={t('viewer.resetZoom')}
                    variant="ghost"
                    color="white"
                    onClick={() => setView(INITIAL)}
                  >
                    1:1
                  </IconButton>
                  <IconButton
                    aria-label={t('viewer.rotate')}
                    variant="ghost"
                    color="white"
                    onClick={() => setView((v) => ({ ...v, rotation: (v.rotation + 90) % 360 }))}
                  >
                    <RefreshIcon />
                  </IconButton>
                </>
              )}
              {src && (
                <IconButton
                  asChild
                  aria-label={t('viewer.openInNewTab')}
                  variant="ghost"
                  color="white"
                >
                  <a href={src} target="_blank" rel="noopener noreferrer">
                    ↗
                  </a>
                </IconButton>
              )}
              <IconButton
                aria-label={showDetails ? t('viewer.hideDetails') : t('viewer.details')}
                aria-pressed={showDetails}
                variant="ghost"
                color="white"
                onClick={() => setShowDetails((s) => !s)}
              >
                <FileTextIcon />
              </IconButton>
              {onDownload && (
                <IconButton
                  aria-label={t('viewer.download')}
                  variant="ghost"
                  color="white"
                  onClick={onDownload}
                  data-testid="viewer-download"
                >
                  ⤓
                </IconButton>
              )}
            </HStack>
            <Dialog.Body>
              <Flex gap="4" h="full" minH="60vh">
                <Box
                  flex="1"
                  position="relative"
                  overflow="hidden"
                  borderRadius="md"
                  bg="blackAlpha.600"
                >
                  {video ? (
                    <ViewerVideo
                      src={src}
                      poster={poster}
                      label={details?.name ?? t('viewer.videoTitle')}
                      unavailable={unavailable}
                    />
                  ) : (
                    src && (
                      <ZoomableImage
                        src={src}
                        alt={details?.name ?? ''}
                        view={view}
                        onViewChange={setView}
                      />
                    )
                  )}
                </Box>
                {showDetails && details && (
                  <Stack w="64" flexShrink={0} data-testid="viewer-details">
                    <DataList.Root orientation="vertical" size="sm">
                      {[
                        [t('viewer.name'), details.name],
                        [
                          t('viewer.dimensions'),
                          details.width && details.height
                            ? `${details.width} × ${details.height}px`
                            : '—',
                        ],
                        ...(details.durationMs != null
                          ? [[t('viewer.length'), formatClock(details.durationMs)]]
                          : []),
                        [t('viewer.fileSize'), formatBytes(details.byteSize, i18n.language)],
                        [t('viewer.type'), details.type],
                        [
                          t('viewer.created'),
                          new Date(details.createdAt).toLocaleString(i18n.language),
                        ],
                      ].map(([label, value]) => (
                        <DataList.Item key={label}>
                          <DataList.ItemLabel color="gray.400">{label}</DataList.ItemLabel>
                          <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
                        </DataList.Item>
                      ))}
                    </DataList.Root>
                  </Stack>
                )}
              </Flex>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" color="white" aria-label={t('viewer.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The video in the viewer: the browser's player (play, pause, seek, sound, full screen) over its
 * poster; the poster alone while nothing is there to play. It starts muted: an uploaded clip has
 * no caption track to offer, so its sound is the user's to turn on.
 */
function ViewerVideo({
  src,
  poster,
  label,
  unavailable,
}: {
  src: string | null;
  poster: string | null;
  label: string;
  unavailable: string | null;
}) {
  if (src)
    return (
      <video
        key={src}
        src={src}
        poster={poster ?? undefined}
        controls
        muted
        playsInline
        preload="metadata"
        aria-label={label}
        data-testid="viewer-video"
        style={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'contain',
        }}
      />
    );
  return (
    <Flex position="absolute" inset="0" align="center" justify="center" direction="column" gap="3">
      {poster && (
        <Image
          src={poster}
          alt={label}
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="contain"
          data-testid="viewer-video-poster"
        />
      )}
      {unavailable ? (
        <Text
          position="relative"
          role="status"
          bg="blackAlpha.700"
          px="4"
          py="2"
          borderRadius="md"
          data-testid="viewer-video-unavailable"
        >
          {unavailable}
        </Text>
      ) : (
        <Spinner position="relative" color="white" size="lg" />
      )}
    </Flex>
  );
}
