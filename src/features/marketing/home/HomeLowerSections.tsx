/**
 * The home page below its first screen: the five services, how shops use it, the FAQ and the
 * call to action. HomePage loads this when the visitor scrolls near it, a tour starts or a link
 * points into it (/#services, /#faq).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FREE_TRIAL_CREDITS } from '../../../../common/credits';
import { PATHS, SIGN_UP_SEARCH } from '../../../../common/routes';
import { KEEP_SCROLL } from '../../../components/page/ScrollRestoration';
import { CallToAction } from '../shared/CallToAction';
import { recordList } from '../shared/content-lists';
import { FaqSection } from '../shared/FaqSection';
import { FAQ_VALUES } from '../shared/faq-values';
import { HOME_TOUR_TARGETS } from './home.tour';
import { ServicesGrid } from './ServicesGrid';
import { UseCases } from './UseCases';

/** /#services (the service pages' breadcrumb) scrolls to that section once it exists. */
function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
}

export default function HomeLowerSections() {
  const { t } = useTranslation('marketing');
  useScrollToHash();
  return (
    <>
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
        primary={{ to: SIGN_UP_SEARCH, state: KEEP_SCROLL, label: t('home.cta.primary') }}
        secondary={{ to: PATHS.contact, label: t('home.cta.secondary') }}
        tourTarget={HOME_TOUR_TARGETS.cta}
      />
    </>
  );
}
