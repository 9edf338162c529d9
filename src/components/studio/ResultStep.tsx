/**
 * The result step: the result picture, or the clip with its poster; a before/after comparison
 * when the studio gives the "before"; download through the download options dialog; save to the
 * asset library when the app hands the studio a way to; generate again when the studio offers
 * it here; and the way to the history.
 */
import { useState, type ReactNode } from 'react';
import { Box, Button, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Generation } from '../../../common/contracts/generations';
import { PATHS } from '../../../common/routes';
import { generationsApi } from '../../lib/api/generations';
import { BeforeAfterSlider } from '../before-after/BeforeAfterSlider';
import { MissingResult } from '../generation/MissingResult';
import { QualityBadge } from '../generation/QualityBadge';
import { HistoryIcon } from '../icons';
import { DownloadDialog } from '../media/DownloadDialog';
import { SaveToAssetsButton } from './SaveToAssetsButton';
import { useStudioText } from './use-studio-text';

const DEFAULT_SIZE = { width: 768, height: 1024 };

export interface ResultStepProps {
  generation: Generation;
  /** The picture the result was made from, for the before/after comparison. */
  before?: { src: string; alt: string } | null;
  /** Generate again from here (a studio may offer it in its side panel instead). */
  onRegenerate?: () => void;
  /** The step's test id; the picture's is `<testId>-image`. */
  testId: string;
  tourTarget?: string;
  /** More actions beside download (a studio's own). */
  actions?: ReactNode;
  /**
   * The comparison opens with the result (the slider), and wide screens also offer the two
   * pictures side by side: image editing, where the change is the point.
   */
  compareFirst?: boolean;
  /** A checkerboard behind the picture, so transparency (a removed background) shows. */
  transparency?: boolean;
}

/** The checkerboard that shows a picture's transparent parts. */
const CHECKERBOARD = {
  backgroundColor: '#ffffff',
  backgroundImage:
    'linear-gradient(45deg, #e2e8f0 25%, transparent 25%), linear-gradient(-45deg, #e2e8f0 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #e2e8f0 75%), linear-gradient(-45deg, transparent 75%, #e2e8f0 75%)',
  backgroundSize: '20px 20px',
  backgroundPosition: '0 0, 0 10px, 10px -10px, -10px 0',
} as const;

type View = 'result' | 'slider' | 'sideBySide';

function ResultMedia({
  generation,
  url,
  testId,
  onBroken,
}: {
  generation: Generation;
  url: string;
  testId: string;
  onBroken: () => void;
}) {
  const t = useStudioText();
  const size = sizeOf(generation);
  if (generation.result_type === 'video')
    return (
      // Muted at first (a clip's sound, when it has one, is the user's to turn on): no speech
      // to caption.
      <video
        src={url}
        poster={generation.result_poster_url ?? undefined}
        controls
        muted
        playsInline
        preload="none"
        aria-label={t('headings.result')}
        style={{ display: 'block', width: '100%', aspectRatio: size.width / size.height }}
        onError={onBroken}
        data-testid={`${testId}-video`}
      />
    );
  return (
    <Image
      src={url}
      alt={t('headings.result')}
      w="full"
      aspectRatio={size.width / size.height}
      objectFit="contain"
      onError={onBroken}
      data-testid={`${testId}-image`}
    />
  );
}

/** The original and the result next to each other, each labelled. */
function SideBySide({
  before,
  after,
  size,
  backdrop,
}: {
  before: { src: string; alt: string };
  after: string;
  size: { width: number; height: number };
  backdrop: Record<string, string>;
}) {
  const t = useStudioText();
  const pictures = [
    { label: t('result.compareBefore'), src: before.src, alt: before.alt },
    { label: t('result.compareAfter'), src: after, alt: t('result.compareAfter') },
  ];
  return (
    <SimpleGrid columns={2} gap="4" data-testid="result-side-by-side-view">
      {pictures.map((picture) => (
        <Stack key={picture.label} gap="2">
          <Text fontWeight="semibold" fontSize="sm">
            {picture.label}
          </Text>
          <Box borderRadius="xl" overflow="hidden" borderWidth="1px" shadow="sm" {...backdrop}>
            <Image
              src={picture.src}
              alt={picture.alt}
              w="full"
              aspectRatio={size.width / size.height}
              objectFit="contain"
            />
          </Box>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function sizeOf(generation: Generation) {
  return generation.result_width && generation.result_height
    ? { width: generation.result_width, height: generation.result_height }
    : DEFAULT_SIZE;
}

export function ResultStep({
  generation,
  before,
  onRegenerate,
  testId,
  ...props
}: ResultStepProps) {
  const t = useStudioText();
  const [view, setView] = useState<View>(props.compareFirst ? 'slider' : 'result');
  const [downloading, setDownloading] = useState(false);
  const [broken, setBroken] = useState(false);
  const url = generation.result_url;
  const size = sizeOf(generation);
  const video = generation.result_type === 'video';
  const canCompare = Boolean(url && before && !broken && !video);
  const comparing = canCompare && view !== 'result';
  const backdrop = props.transparency ? CHECKERBOARD : { bg: 'gray.100' };
  const fileName = `${t('result.fileName')}-${generation.id.slice(0, 8)}.${video ? 'mp4' : 'png'}`;

  return (
    <Stack gap="5" data-tour={props.tourTarget} data-testid={testId}>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text color="fg.muted" fontSize="sm" maxW="lg">
          {t('result.lead')}
        </Text>
        <QualityBadge quality={generation.quality} service={generation.service} />
      </HStack>
      {comparing && view === 'sideBySide' && before && url ? (
        <SideBySide before={before} after={url} size={size} backdrop={backdrop} />
      ) : (
        <Box
          mx="auto"
          w="full"
          maxW={`min(100%, calc(70vh * ${size.width / size.height}))`}
          borderRadius="xl"
          overflow="hidden"
          {...backdrop}
          borderWidth="1px"
          shadow="sm"
        >
          {!url || broken ? (
            <Box aspectRatio={size.width / size.height}>
              <MissingResult />
            </Box>
          ) : comparing && before ? (
            <BeforeAfterSlider
              before={before}
              after={{ src: url, alt: t('result.compareAfter') }}
              width={size.width}
              height={size.height}
              labels={{
                before: t('result.compareBefore'),
                after: t('result.compareAfter'),
                slider: t('result.compareSlider'),
                valueText: (percent) =>
                  t('result.compareValue', { before: percent, after: 100 - percent }),
              }}
            />
          ) : (
            <ResultMedia
              generation={generation}
              url={url}
              testId={testId}
              onBroken={() => setBroken(true)}
            />
          )}
        </Box>
      )}
      {generation.watermarked && (
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          {t('result.watermarked')}
        </Text>
      )}
      <HStack justify="center" gap="3" flexWrap="wrap">
        <Button
          colorPalette="brand"
          onClick={() => setDownloading(true)}
          disabled={!url || broken}
          data-testid="result-download"
        >
          {t('actions.download')}
        </Button>
        {url && !broken && <SaveToAssetsButton url={url} fileName={fileName} />}
        {canCompare && (
          <Button
            variant="outline"
            onClick={() => setView(comparing ? 'result' : 'slider')}
            aria-pressed={comparing}
            data-testid="result-compare"
          >
            {comparing ? t('actions.showResult') : t('actions.compare')}
          </Button>
        )}
        {canCompare && props.compareFirst && (
          // Two pictures side by side need the width of a desktop.
          <Button
            variant="outline"
            display={{ base: 'none', lg: 'inline-flex' }}
            onClick={() => setView(view === 'sideBySide' ? 'slider' : 'sideBySide')}
            aria-pressed={view === 'sideBySide'}
            data-testid="result-side-by-side"
          >
            {view === 'sideBySide' ? t('actions.slider') : t('actions.sideBySide')}
          </Button>
        )}
        {onRegenerate && (
          <Button variant="outline" onClick={onRegenerate} data-testid="result-regenerate">
            {t('actions.generateAgain')}
          </Button>
        )}
        {props.actions}
        <Button asChild variant="ghost">
          <RouterLink to={PATHS.history}>
            <HistoryIcon /> {t('actions.viewHistory')}
          </RouterLink>
        </Button>
      </HStack>
      <DownloadDialog
        // A clip is saved as it is; the options re-encode pictures only.
        kind={video ? 'video' : 'image'}
        open={downloading}
        onClose={() => setDownloading(false)}
        items={
          url
            ? [
                {
                  name: fileName,
                  // The real size only: sizeOf's fallback is for laying the image out.
                  size: generation.result_width && generation.result_height ? size : null,
                  load: (download) => generationsApi.download(url, download),
                },
              ]
            : []
        }
      />
    </Stack>
  );
}
