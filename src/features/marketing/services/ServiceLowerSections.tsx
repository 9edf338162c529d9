/**
 * A service page below its examples: the FAQ and the call to action. ServicePage loads this
 * when the visitor scrolls near it (the FAQ's search field and its code are not needed before).
 */
import { useTranslation } from 'react-i18next';
import { FREE_TRIAL_CREDITS } from '../../../../common/credits';
import { PATHS, type ServiceSlug } from '../../../../common/routes';
import { CallToAction } from '../shared/CallToAction';
import { recordList } from '../shared/content-lists';
import { FaqSection } from '../shared/FaqSection';
import { SERVICE_STUDIO_PATHS } from './service-studios';

export default function ServiceLowerSections({ slug }: { slug: ServiceSlug }) {
  const { t } = useTranslation(['service-pages', 'common']);
  const service = t(`common:services.${slug}.name`);
  return (
    <>
      <FaqSection
        id="service-faq"
        title={t('service.sections.faq', { service })}
        items={recordList(t, `services.${slug}.faq`, ['q', 'a'])}
      />
      <CallToAction
        title={t('service.cta.title')}
        text={t('service.cta.text', { count: FREE_TRIAL_CREDITS })}
        primary={{ to: SERVICE_STUDIO_PATHS[slug], label: t('service.openStudio') }}
        secondary={{ to: PATHS.pricing, label: t('service.cta.secondary') }}
      />
    </>
  );
}
