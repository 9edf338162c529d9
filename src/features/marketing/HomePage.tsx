/**
 * The home page (docs/product-rules.md#product-and-users, docs/product-rules.md#public-pages): hero
 * with slides, the 3-step guide, the five services, how shops use it, the FAQ and a call to action
 * — plus a guided tour of the page and the Organization structured data. It is the page most
 * visitors see first, often on a phone: no images above the fold, the sections below the first
 * screen load as the visitor scrolls towards them, and the tour's code loads only when a visitor
 * asks for it.
 */
import { lazy, Suspense, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { RenderWhenNear } from '../../components/page/RenderWhenNear';
import { Hero } from './home/Hero';
import { HOME_TOUR_TARGETS } from './home/home.tour';
import { ProductGuide } from './home/ProductGuide';
import { useOrganizationJsonLd } from './home/use-organization-json-ld';

const HomeTour = lazy(() => import('./home/HomeTour'));
const HomeLowerSections = lazy(() => import('./home/HomeLowerSections'));

/** Roughly the lower sections' height (measured), so the page is as tall before they arrive. */
const LOWER_SECTIONS_HEIGHT = { base: '4350px', md: '3400px', lg: '2950px' };

export default function HomePage() {
  // Each request mounts a fresh tour (the key), which starts by itself.
  const [tourRuns, setTourRuns] = useState(0);
  const { hash } = useLocation();
  useOrganizationJsonLd();

  return (
    <>
      <Hero onStartTour={() => setTourRuns((runs) => runs + 1)} />
      <ProductGuide tourTarget={HOME_TOUR_TARGETS.guide} />
      <RenderWhenNear force={tourRuns > 0 || hash !== ''} placeholderHeight={LOWER_SECTIONS_HEIGHT}>
        <Suspense fallback={<Box minH={LOWER_SECTIONS_HEIGHT} />}>
          <HomeLowerSections />
        </Suspense>
      </RenderWhenNear>
      {tourRuns > 0 && (
        <Suspense fallback={null}>
          <HomeTour key={tourRuns} />
        </Suspense>
      )}
    </>
  );
}
