/**
 * A service's before/after examples, from SERVICE_SAMPLES: a slider for pictures, a still beside
 * its clip for video. Tall examples sit beside their caption instead of filling the width.
 */
import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ServiceSlug } from '../../../../common/routes';
import { BeforeAfterSlider } from '../../../components/before-after/BeforeAfterSlider';
import { BeforeAfterVideo } from '../../../components/before-after/BeforeAfterVideo';
import {
  SERVICE_SAMPLES,
  samplePath,
  samplePosterPath,
  sampleVideoPath,
  type ServiceSample,
} from './service-samples';

/** The tallest an example is shown on a wide screen, in CSS pixels. */
const MAX_MEDIA_HEIGHT_PX = 640;
/** The widest: the text column for a picture, the page's width for a still beside its clip. */
const MAX_PICTURE_WIDTH = '48rem';
const MAX_VIDEO_WIDTH = '72rem';

/** Width ÷ height of what the example shows (for a video: the still and the clip together). */
function aspectOf({ width, height, video }: ServiceSample): number {
  return width / height + (video ? video.width / video.height : 0);
}

function SampleMedia({ slug, sample }: { slug: ServiceSlug; sample: ServiceSample }) {
  const { t } = useTranslation('service-pages');
  const item = (field: string) => t(`service.samples.items.${sample.id}.${field}`);
  const labels = { before: t('service.samples.before'), after: t('service.samples.after') };
  const before = { src: samplePath(slug, sample.id, 'before'), alt: item('beforeAlt') };
  if (sample.video)
    return (
      <BeforeAfterVideo
        before={{ ...before, width: sample.width, height: sample.height }}
        after={{
          src: sampleVideoPath(slug, sample.id),
          poster: samplePosterPath(slug, sample.id),
          label: item('afterAlt'),
          ...sample.video,
        }}
        labels={{ ...labels, download: t('service.samples.download') }}
      />
    );
  return (
    <BeforeAfterSlider
      width={sample.width}
      height={sample.height}
      before={before}
      after={{ src: samplePath(slug, sample.id, 'after'), alt: item('afterAlt') }}
      labels={{
        ...labels,
        slider: t('service.samples.slider'),
        valueText: (percent) =>
          t('service.samples.valueText', { before: percent, after: 100 - percent }),
      }}
    />
  );
}

export function ServiceSamples({ slug }: { slug: ServiceSlug }) {
  const { t } = useTranslation('service-pages');
  const samples = SERVICE_SAMPLES[slug];
  const [selectedId, setSelectedId] = useState(samples[0].id);
  const sample = samples.find((candidate) => candidate.id === selectedId) ?? samples[0];
  const aspect = aspectOf(sample);
  const tall = aspect < 1;
  const widest = sample.video ? MAX_VIDEO_WIDTH : MAX_PICTURE_WIDTH;
  const mediaWidth = `min(100%, ${widest}, ${Math.round(MAX_MEDIA_HEIGHT_PX * aspect)}px)`;

  return (
    <Stack gap="4" data-testid="samples">
      <Text color="fg.muted">
        {t(sample.video ? 'service.samples.videoLead' : 'service.samples.lead')}
      </Text>
      {samples.length > 1 && (
        <HStack role="group" aria-label={t('service.samples.choose')} gap="2" flexWrap="wrap">
          {samples.map(({ id }) => (
            <Button
              key={id}
              size="sm"
              variant={id === sample.id ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={id === sample.id}
              onClick={() => setSelectedId(id)}
            >
              {t(`service.samples.items.${id}.label`)}
            </Button>
          ))}
        </HStack>
      )}
      <Stack direction={{ base: 'column', md: tall ? 'row' : 'column' }} gap={{ base: 4, md: 8 }}>
        <Box w={mediaWidth} flexShrink={0}>
          <SampleMedia key={sample.id} slug={slug} sample={sample} />
        </Box>
        <Stack gap="3" maxW="3xl" alignSelf={tall ? { md: 'center' } : undefined}>
          <Text fontWeight="medium">{t(`service.samples.items.${sample.id}.caption`)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t(`service.samples.origin.${slug}`)}
          </Text>
        </Stack>
      </Stack>
    </Stack>
  );
}
