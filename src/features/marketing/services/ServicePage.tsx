/**
 * A service's landing page (spec §2 "/services/<slug>, each with breadcrumb"): the router
 * renders one per service with its slug. Title and description come from the route handle.
 */
import { Container, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FREE_TRIAL_CREDITS } from '../../../../common/credits';
import { PATHS, type ServiceSlug } from '../../../../common/routes';
import { CallToAction } from '../shared/CallToAction';
import { recordList } from '../shared/content-lists';
import { FaqSection } from '../shared/FaqSection';
import { ServiceDetails } from './ServiceDetails';
import { ServiceHeader } from './ServiceHeader';
import { ServiceSamples } from './ServiceSamples';
import { SERVICE_STUDIO_PATHS } from './service-studios';

export default function ServicePage({ slug }: { slug: ServiceSlug }) {
  const { t } = useTranslation(['service-pages', 'common']);
  const service = t(`common:services.${slug}.name`);
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
