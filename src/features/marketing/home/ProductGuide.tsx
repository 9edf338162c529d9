/**
 * The product guide in 3 steps (docs/product-rules.md#shared-screens-and-dialogs): the same flow in
 * every studio.
 */
import { Box, Circle, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_MB } from '../../../../common/media';
import { recordList } from '../shared/content-lists';
import { SectionHeading } from '../shared/SectionHeading';

export function ProductGuide({ tourTarget }: { tourTarget?: string }) {
  const { t } = useTranslation('marketing');
  const steps = recordList(t, 'home.guide.steps', ['title', 'text'], {
    maxUploadMb: MAX_UPLOAD_MB,
  });
  return (
    <Container as="section" aria-labelledby="guide-title" maxW="6xl" py={{ base: 14, md: 20 }}>
      <Box data-tour={tourTarget}>
        <SectionHeading
          id="guide-title"
          eyebrow={t('home.guide.eyebrow')}
          title={t('home.guide.title')}
          lead={t('home.guide.lead')}
        />
      </Box>
      <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
        {steps.map((step, index) => (
          <Stack
            as="li"
            key={step.title}
            gap="3"
            p="6"
            borderRadius="2xl"
            bg="brand.50"
            position="relative"
          >
            <Circle size="10" bg="brand.600" color="white" fontWeight="bold" aria-hidden="true">
              {index + 1}
            </Circle>
            <Heading as="h3" size="md">
              {step.title}
            </Heading>
            <Text color="fg.muted">{step.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
