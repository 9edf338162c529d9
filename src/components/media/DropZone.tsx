/**
 * Where files come in: drag and drop, paste and a file picker (docs/product-rules.md#uploads). It
 * only collects files; the caller checks and prepares them in the media worker.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_VIDEO_TYPES, UPLOAD_IMAGE_ACCEPT } from '../../../common/media';
import { CameraIcon, SparklesIcon } from '../icons';
import { MEDIA_MESSAGE_VALUES } from './media-error-message';

interface DropZoneProps {
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** Listen to Ctrl+V on the whole page while mounted (one drop zone on screen at a time). */
  acceptPaste?: boolean;
  /** Offer the device's camera too (a tablet): a file input with `capture`. */
  camera?: boolean;
  /** Take videos too (the asset library): its picker lists them and its texts name them. */
  videos?: boolean;
}

function filesFrom(list: FileList | null | undefined): File[] {
  return list ? Array.from(list) : [];
}

export function DropZone({
  onFiles,
  multiple = true,
  disabled = false,
  acceptPaste = true,
  camera = false,
  videos = false,
}: DropZoneProps) {
  const { t } = useTranslation('media');
  const input = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (!acceptPaste || disabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      const files = filesFrom(event.clipboardData?.files);
      if (files.length) {
        event.preventDefault();
        onFiles(multiple ? files : files.slice(0, 1));
      }
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [acceptPaste, disabled, multiple, onFiles]);

  const deliver = (files: File[]) => {
    if (!disabled && files.length) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <Box
      data-testid="drop-zone"
      data-dragging={dragging || undefined}
      p="6"
      borderWidth="2px"
      borderStyle="dashed"
      borderRadius="xl"
      borderColor={dragging ? 'brand.solid' : 'gray.300'}
      bg={dragging ? 'brand.subtle' : 'white'}
      opacity={disabled ? 0.6 : 1}
      transition="all 120ms"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        deliver(filesFrom(event.dataTransfer.files));
      }}
    >
      <Stack align="center" textAlign="center" gap="2">
        <SparklesIcon boxSize="8" color="brand.solid" />
        <Text fontWeight="semibold">
          {dragging ? t('dropZone.dragging') : t(videos ? 'dropZone.titleMedia' : 'dropZone.title')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('dropZone.lead')}{' '}
          <Button
            variant="plain"
            size="sm"
            px="0"
            colorPalette="brand"
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            {t('dropZone.browse')}
          </Button>
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('dropZone.hint', MEDIA_MESSAGE_VALUES)}
          {videos && ` ${t('dropZone.hintVideo', MEDIA_MESSAGE_VALUES)}`}
        </Text>
        {camera && (
          <Button
            variant="outline"
            size="sm"
            colorPalette="brand"
            disabled={disabled}
            onClick={() => cameraInput.current?.click()}
            data-testid="drop-zone-camera"
          >
            <CameraIcon /> {t('dropZone.camera')}
          </Button>
        )}
      </Stack>
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          accept={
            videos ? [UPLOAD_IMAGE_ACCEPT, ...ACCEPTED_VIDEO_TYPES].join(',') : UPLOAD_IMAGE_ACCEPT
          }
          multiple={multiple}
          disabled={disabled}
          aria-label={t('dropZone.browse')}
          data-testid="drop-zone-input"
          onChange={(event) => {
            deliver(filesFrom(event.target.files));
            event.target.value = ''; // the same file can be picked again
          }}
        />
      </VisuallyHidden>
      {camera && (
        <VisuallyHidden asChild>
          {/* The rear camera: a stylist or a shop photographs the customer or the garment. */}
          <input
            ref={cameraInput}
            type="file"
            accept="image/*"
            capture="environment"
            disabled={disabled}
            aria-label={t('dropZone.camera')}
            data-testid="drop-zone-camera-input"
            onChange={(event) => {
              deliver(filesFrom(event.target.files));
              event.target.value = '';
            }}
          />
        </VisuallyHidden>
      )}
    </Box>
  );
}
