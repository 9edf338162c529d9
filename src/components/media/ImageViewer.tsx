/**
 * The image review viewer (docs/product-rules.md#shared-screens-and-dialogs): zoom (buttons, wheel,
 * pinch via the browser), rotate, open in a new tab, a details panel, and download. Drag pans a
 * zoomed image.
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
  Portal,
  Stack,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../lib/i18n/format-bytes';
import { FileTextIcon, RefreshIcon } from '../icons';
import { ZoomableImage, type ViewState } from './ZoomableImage';

export interface ImageDetails {
  name: string;
  width: number | null;
  height: number | null;
  byteSize: number;
  type: string;
  createdAt: string;
}

interface ImageViewerProps {
  open: boolean;
  src: string | null;
  details: ImageDetails | null;
  onClose: () => void;
  onDownload?: () => void;
}

const ZOOM_STEP = 1.25;
const INITIAL: ViewState = { zoom: 1, rotation: 0, x: 0, y: 0 };

export function ImageViewer({ open, src, details, onClose, onDownload }: ImageViewerProps) {
  const { t, i18n } = useTranslation('media');
  const [view, setView] = useState(INITIAL);
  const [showDetails, setShowDetails] = useState(true);
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
              <Dialog.Title>{details?.name ?? t('viewer.title')}</Dialog.Title>
            </Dialog.Header>
            <HStack px="6" gap="1" flexWrap="wrap">
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
                  {src && (
                    <ZoomableImage
                      src={src}
                      alt={details?.name ?? ''}
                      view={view}
                      onViewChange={setView}
                    />
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
