/**
 * Step 4 (spec §2 "a result view"): the try-on, a comparison with the model photo, download
 * through the download options dialog (with progress), and the way to the history.
 */
import { useState } from 'react';
import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Generation } from '../../../common/contracts/generations';
import { PATHS } from '../../../common/routes';
import { BeforeAfterSlider } from '../../components/before-after/BeforeAfterSlider';
import { MissingResult } from '../../components/generation/MissingResult';
import { QualityBadge } from '../../components/generation/QualityBadge';
import { HistoryIcon } from '../../components/icons';
import { DownloadDialog } from '../../components/media/DownloadDialog';
import { generationsApi } from '../../lib/api/generations';
import type { PickedImage } from './try-on-machine';
import { TRY_ON_TOUR_TARGETS } from './try-on.tour';

const DEFAULT_SIZE = { width: 768, height: 1024 };

export function ResultStep({
  generation,
  model,
}: {
  generation: Generation;
  model: PickedImage | null;
}) {
  const { t } = useTranslation(['try-on', 'generation']);
  const [comparing, setComparing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [broken, setBroken] = useState(false);
  const url = generation.result_url;
  const size =
    generation.result_width && generation.result_height
      ? { width: generation.result_width, height: generation.result_height }
      : DEFAULT_SIZE;
  const canCompare = Boolean(url && model && !broken);

  return (
    <Stack gap="5" data-tour={TRY_ON_TOUR_TARGETS.result} data-testid="try-on-result">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text color="fg.muted" fontSize="sm" maxW="lg">
          {t('result.lead')}
        </Text>
        <QualityBadge quality={generation.quality} />
      </HStack>
      <Box
        mx="auto"
        w="full"
        maxW={`min(100%, calc(70vh * ${size.width / size.height}))`}
        borderRadius="xl"
        overflow="hidden"
        bg="gray.100"
        borderWidth="1px"
        shadow="sm"
      >
        {!url || broken ? (
          <Box aspectRatio={size.width / size.height}>
            <MissingResult />
          </Box>
        ) : comparing && model ? (
          <BeforeAfterSlider
            before={{ src: model.previewUrl, alt: model.label }}
            after={{ src: url, alt: t('result.compareAfter') }}
            width={size.width}
            height={size.height}
            labels={{
              before: t('result.compareBefore'),
              after: t('result.compareAfter'),
              slider: t('result.compareSlider'),
              valueText: (before) => t('result.compareValue', { before, after: 100 - before }),
            }}
          />
        ) : (
          <Image
            src={url}
            alt={t('headings.result')}
            w="full"
            aspectRatio={size.width / size.height}
            objectFit="contain"
            onError={() => setBroken(true)}
            data-testid="try-on-result-image"
          />
        )}
      </Box>
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
        {canCompare && (
          <Button
            variant="outline"
            onClick={() => setComparing((on) => !on)}
            aria-pressed={comparing}
          >
            {comparing ? t('actions.showResult') : t('actions.compare')}
          </Button>
        )}
        <Button asChild variant="ghost">
          <RouterLink to={PATHS.history}>
            <HistoryIcon /> {t('actions.viewHistory')}
          </RouterLink>
        </Button>
      </HStack>
      <DownloadDialog
        open={downloading}
        onClose={() => setDownloading(false)}
        items={
          url
            ? [
                {
                  name: `${t('result.fileName')}-${generation.id.slice(0, 8)}.png`,
                  load: (signal) => generationsApi.download(url, signal),
                },
              ]
            : []
        }
      />
    </Stack>
  );
}
