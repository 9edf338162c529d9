/**
 * A service's landing page, /services/<slug> with its breadcrumb
 * (docs/product-rules.md#public-pages): the router renders one per service with its slug. Title and
 * description come from the route handle. The FAQ and the call to action load as the visitor
 * scrolls towards them (docs/architecture.md#performance-goals).
 */
import { lazy, Suspense } from 'react';
import { Box, Container, Heading, Stack } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ServiceSlug } from '../../../../common/routes';
import { RenderWhenNear } from '../../../components/page/RenderWhenNear';
import { ServiceDetails } from './ServiceDetails';
import { ServiceHeader } from './ServiceHeader';
import { ServiceSamples } from './ServiceSamples';

const ServiceLowerSections = lazy(() => import('./ServiceLowerSections'));

/** Roughly the FAQ's and the call to action's height (measured). */
const LOWER_SECTIONS_HEIGHT = '760px';

export default function ServicePage({ slug }: { slug: ServiceSlug }) {
  const { t } = useTranslation('service-pages');
  const { hash } = useLocation();
  return (
    <>
      <ServiceHeader slug={slug} />
      <ServiceDetails slug={slug} />
      <Container as="section" aria-labelledby="examples-title" maxW="6xl" pb={{ base: 12, md: 16 }}>
        <Stack gap="4">
          <Heading id="examples-title" as="h2" fontSize={{ base: 'xl', md: '2xl' }}>
            {t('service.sections.examples')}
          </Heading>
          <ServiceSamples slug={slug} />
        </Stack>
      </Container>
      <RenderWhenNear force={hash !== ''} placeholderHeight={LOWER_SECTIONS_HEIGHT}>
        <Suspense fallback={<Box minH={LOWER_SECTIONS_HEIGHT} />}>
          <ServiceLowerSections slug={slug} />
        </Suspense>
      </RenderWhenNear>
    </>
  );
}
