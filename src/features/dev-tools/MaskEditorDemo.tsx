/**
 * /test: the mask editor on a generated test image, for trying it by hand and for the e2e tests
 * and the benchmark (`?maskDemoSize=2048x2048` picks another size). After 'Use mask' it shows
 * the PNG's real size and a thumbnail; reopening continues from that mask.
 */
import { Suspense, useEffect, useState } from 'react';
import { Button, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MaskEditorDialog } from '../../components/mask-editor/MaskEditorDialog';

const DEFAULT_SIZE = { width: 1200, height: 800 };

function requestedSize(): { width: number; height: number } {
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(
    new URLSearchParams(window.location.search).get('maskDemoSize') ?? '',
  );
  return match ? { width: Number(match[1]), height: Number(match[2]) } : DEFAULT_SIZE;
}

/** A diagonal gradient with a grid, so zoom, pan and brush position are easy to judge. */
function drawTestImage({ width, height }: { width: number; height: number }): Promise<Blob> {
  const canvas = document.createElement('canvas');
  Object.assign(canvas, { width, height });
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas for the test image'));
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#f6d365');
  gradient.addColorStop(1, '#3a1c71');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.strokeStyle = 'rgba(255, 255, 255, 0.35)';
  for (let x = 0; x <= width; x += 100) context.strokeRect(x, 0, 0, height);
  for (let y = 0; y <= height; y += 100) context.strokeRect(0, y, width, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))),
      'image/png',
    ),
  );
}

interface ExportedMask {
  blob: Blob;
  url: string;
  width: number;
  height: number;
}

/** Its own Suspense boundary: the rest of /test never waits for the editor's strings. */
export function MaskEditorDemo() {
  return (
    <Suspense fallback={null}>
      <Demo />
    </Suspense>
  );
}

function Demo() {
  const { t } = useTranslation('mask-editor');
  const [size] = useState(requestedSize);
  const [image, setImage] = useState<Blob | null>(null);
  const [open, setOpen] = useState(false);
  const [mask, setMask] = useState<ExportedMask | null>(null);

  useEffect(() => {
    // Without a 2D canvas (jsdom) the demo stays disabled.
    drawTestImage(size).then(setImage, () => setImage(null));
  }, [size]);
  useEffect(() => (mask ? () => URL.revokeObjectURL(mask.url) : undefined), [mask]);

  const keepMask = async (blob: Blob) => {
    const bitmap = await createImageBitmap(blob);
    setMask({ blob, url: URL.createObjectURL(blob), width: bitmap.width, height: bitmap.height });
    bitmap.close();
    setOpen(false);
  };

  return (
    <Stack gap="3" data-testid="mask-demo">
      <Heading as="h2" size="lg">
        {t('demo.title')}
      </Heading>
      <Text color="fg.muted">{t('demo.lead', size)}</Text>
      <Button
        alignSelf="start"
        colorPalette="brand"
        disabled={!image}
        onClick={() => setOpen(true)}
        data-testid="mask-demo-open"
      >
        {t('demo.open')}
      </Button>
      {mask && (
        <HStack gap="4" align="start" data-testid="mask-demo-result">
          <Image
            src={mask.url}
            alt={t('demo.preview')}
            maxW="48"
            borderWidth="1px"
            data-testid="mask-demo-preview"
          />
          <Stack gap="2">
            <Text>
              {t('demo.result', { ...mask, kilobytes: (mask.blob.size / 1024).toFixed(1) })}
            </Text>
            <Link href={mask.url} download="mask.png" data-testid="mask-demo-download">
              {t('demo.download')}
            </Link>
          </Stack>
        </HStack>
      )}
      {image && (
        <MaskEditorDialog
          open={open}
          image={image}
          size={size}
          initialMask={mask?.blob}
          onUseMask={(blob) => void keepMask(blob)}
          onCancel={() => setOpen(false)}
        />
      )}
    </Stack>
  );
}
