/**
 * The home page (spec §1, §2): hero with slides, the 3-step guide, the five services, how shops
 * use it, the FAQ and a call to action — plus a guided tour of the page and the Organization
 * structured data. It is the page most visitors see first, often on a phone: no images above
 * the fold, and the tour's code loads only when a visitor asks for it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ANNUAL_BILLING_DISCOUNT_PERCENT,
  FREE_TRIAL_CREDITS,
  GENERATION_CREDIT_COST,
} from '../../../common/credits';
import { MAX_UPLOAD_MB } from '../../../common/media';
import { PATHS } from '../../../common/routes';
import { Hero } from './home/Hero';
import { HOME_TOUR_TARGETS } from './home/home.tour';
import { ProductGuide } from './home/ProductGuide';
import { ServicesGrid } from './home/ServicesGrid';
import { UseCases } from './home/UseCases';
import { useOrganizationJsonLd } from './home/use-organization-json-ld';
import { CallToAction } from './shared/CallToAction';
import { recordList } from './shared/content-lists';
import { FaqSection } from './shared/FaqSection';

/** The constants the FAQ answers quote, so the copy never drifts from the product. */
const FAQ_VALUES = {
  freeCredits: FREE_TRIAL_CREDITS,
  imageCost: GENERATION_CREDIT_COST['virtual-tryon'],
  videoCost: GENERATION_CREDIT_COST['image-to-video'],
  annualDiscount: ANNUAL_BILLING_DISCOUNT_PERCENT,
  maxUploadMb: MAX_UPLOAD_MB,
};

const HomeTour = lazy(() => import('./home/HomeTour'));

/** /#services (the service pages' breadcrumb) scrolls to that section once it exists. */
function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
}

export default function HomePage() {
  const { t } = useTranslation('marketing');
  // Each request mounts a fresh tour (the key), which starts by itself.
  const [tourRuns, setTourRuns] = useState(0);
  useOrganizationJsonLd();
  useScrollToHash();

  return (
    <>
      <Hero onStartTour={() => setTourRuns((runs) => runs + 1)} />
      <ProductGuide tourTarget={HOME_TOUR_TARGETS.guide} />
      <ServicesGrid tourTarget={HOME_TOUR_TARGETS.services} />
      <UseCases />
      <FaqSection
        id="faq"
        title={t('home.faq.title')}
        lead={t('home.faq.lead')}
        items={recordList(t, 'home.faq.items', ['q', 'a'], FAQ_VALUES)}
        searchable
        searchTourTarget={HOME_TOUR_TARGETS.faqSearch}
      />
      <CallToAction
        title={t('home.cta.title')}
        text={t('home.cta.text', { count: FREE_TRIAL_CREDITS })}
        primary={{ to: PATHS.dashboard, label: t('home.cta.primary') }}
        secondary={{ to: PATHS.contact, label: t('home.cta.secondary') }}
        tourTarget={HOME_TOUR_TARGETS.cta}
      />
      {tourRuns > 0 && (
        <Suspense fallback={null}>
          <HomeTour key={tourRuns} />
        </Suspense>
      )}
    </>
  );
}
