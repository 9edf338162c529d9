/**
 * The optional painted mask of a studio's photo: a thumbnail of the mask over the photo, "paint"
 * (or "edit") opening the mask editor (src/components/mask-editor) at the photo's full size,
 * and "remove". Its words are the studio's `mask.*` keys (./use-studio-text.ts): the hairstyle
 * changer asks for the hair, image editing for the area to change.
 */
import { useEffect, useState } from 'react';
import { Box, Button, HStack, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { PickedImage } from '../../lib/generation/picked-image';
import { MaskEditorDialog } from '../mask-editor/MaskEditorDialog';
import { useStudio } from './studio-context';
import { useStudioText } from './use-studio-text';

/** The natural size of a picture, once it has loaded. */
export function useNaturalSize(url: string | undefined) {
  const [size, setSize] = useState<{ url: string; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!url) return;
    const image = new window.Image();
    image.onload = () => setSize({ url, width: image.naturalWidth, height: image.naturalHeight });
    image.src = url;
    return () => void (image.onload = null);
  }, [url]);
  return size && size.url === url ? size : null;
}

export function MaskChoice({
  photo,
  mask,
  onChange,
  testId,
  fileName,
}: {
  photo: PickedImage | null;
  mask: PickedImage | null;
  onChange: (mask: PickedImage | null) => void;
  /** The block's test id; its buttons' are `<testId>-open` and `<testId>-remove`. */
  testId: string;
  /** The painted mask's file name in the request. */
  fileName: string;
}) {
  const t = useStudioText();
  const { objectUrl } = useStudio();
  const [open, setOpen] = useState(false);
  const size = useNaturalSize(photo?.previewUrl);
  if (!photo) return null;
  return (
    <Stack gap="2" data-testid={testId}>
      <Text fontWeight="semibold">{t('mask.label')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('mask.lead')}
      </Text>
      <HStack gap="3" flexWrap="wrap">
        {mask && (
          // The mask over the photo: white (the area to change) shows through as a light veil.
          <Box
            position="relative"
            w="20"
            aspectRatio={size ? size.width / size.height : 3 / 4}
            borderRadius="md"
            overflow="hidden"
            borderWidth="1px"
          >
            <Image src={photo.previewUrl} alt="" w="full" h="full" objectFit="cover" />
            <Image
              src={mask.previewUrl}
              alt={t('mask.thumbnail')}
              position="absolute"
              inset="0"
              w="full"
              h="full"
              objectFit="cover"
              mixBlendMode="screen"
              opacity={0.75}
            />
          </Box>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={() => setOpen(true)}
          disabled={!size}
          data-testid={`${testId}-open`}
        >
          {mask ? t('mask.edit') : t('mask.paint')}
        </Button>
        {mask && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(null)}
            data-testid={`${testId}-remove`}
          >
            {t('mask.remove')}
          </Button>
        )}
        <VisuallyHidden aria-live="polite">{mask ? t('mask.painted') : ''}</VisuallyHidden>
      </HStack>
      {size && (
        <MaskEditorDialog
          open={open}
          image={photo.previewUrl}
          size={size}
          initialMask={mask?.source.kind === 'file' ? mask.source.blob : undefined}
          onCancel={() => setOpen(false)}
          onUseMask={(png) => {
            setOpen(false);
            onChange({
              key: `mask:${crypto.randomUUID()}`,
              source: { kind: 'file', blob: png, name: fileName },
              previewUrl: objectUrl(png),
              label: t('mask.thumbnail'),
              origin: 'gallery',
            });
          }}
        />
      )}
    </Stack>
  );
}
