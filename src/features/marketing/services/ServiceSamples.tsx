/**
 * A service's before/after examples, from SERVICE_SAMPLES, or an honest "coming with the
 * studio release" note when the service has none yet.
 */
import { useState } from 'react';
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ServiceSlug } from '../../../../common/routes';
import { BeforeAfterSlider } from '../../../components/before-after/BeforeAfterSlider';
import { SparklesIcon } from '../../../components/icons';
import { SERVICE_SAMPLES, samplePath } from './service-samples';

function ComingSoon() {
  const { t } = useTranslation('service-pages');
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      p={{ base: 8, md: 12 }}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="brand.200"
      borderRadius="2xl"
      bg="brand.50"
      data-testid="samples-coming"
    >
      <SparklesIcon boxSize="8" color="brand.500" />
      <Heading as="h3" size="md">
        {t('service.samples.comingTitle')}
      </Heading>
      <Text color="fg.muted" maxW="xl">
        {t('service.samples.comingText')}
      </Text>
    </Stack>
  );
}

export function ServiceSamples({ slug }: { slug: ServiceSlug }) {
  const { t } = useTranslation('service-pages');
  const samples = SERVICE_SAMPLES[slug];
  const [selectedId, setSelectedId] = useState(samples[0]?.id);
  const sample = samples.find((candidate) => candidate.id === selectedId) ?? samples[0];
  if (!sample) return <ComingSoon />;

  const item = (field: string) => t(`service.samples.items.${sample.id}.${field}`);
  return (
    <Stack gap="4" data-testid="samples">
      <Text color="fg.muted">{t('service.samples.lead')}</Text>
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
      <Box maxW="3xl">
        <BeforeAfterSlider
          key={sample.id}
          width={sample.width}
          height={sample.height}
          before={{ src: samplePath(slug, sample.id, 'before'), alt: item('beforeAlt') }}
          after={{ src: samplePath(slug, sample.id, 'after'), alt: item('afterAlt') }}
          labels={{
            before: t('service.samples.before'),
            after: t('service.samples.after'),
            slider: t('service.samples.slider'),
            valueText: (before) => t('service.samples.valueText', { before, after: 100 - before }),
          }}
        />
      </Box>
      <Text fontWeight="medium">{item('caption')}</Text>
      <Text fontSize="sm" color="fg.muted" maxW="3xl">
        {t('service.samples.origin')}
      </Text>
    </Stack>
  );
}
