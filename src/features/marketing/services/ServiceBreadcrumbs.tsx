/**
 * Home › Services › <service>, as links and as schema.org BreadcrumbList. There is no
 * /services page, so "Services" points at the home page's services section.
 */
import { Breadcrumb } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { breadcrumbListJsonLd } from '../../../../common/breadcrumb-list';
import { PATHS, type ServiceSlug } from '../../../../common/routes';
import { useJsonLd } from '../../../components/page/use-json-ld';

const SERVICES_SECTION = `${PATHS.home}#services`;

export function ServiceBreadcrumbs({ slug }: { slug: ServiceSlug }) {
  const { t } = useTranslation(['service-pages', 'common']);
  const origin = window.location.origin;
  const name = t(`common:services.${slug}.name`);
  const trail = [
    { name: t('service.breadcrumb.home'), url: `${origin}${PATHS.home}` },
    { name: t('service.breadcrumb.services'), url: `${origin}${SERVICES_SECTION}` },
    { name, url: `${origin}${PATHS.service(slug)}` },
  ];
  useJsonLd('jsonld-breadcrumbs', breadcrumbListJsonLd(trail));

  return (
    <Breadcrumb.Root aria-label={t('service.breadcrumb.label')} size="sm" data-testid="breadcrumbs">
      <Breadcrumb.List color="brand.100">
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild color="brand.100" _hover={{ color: 'white' }}>
            <RouterLink to={PATHS.home}>{trail[0]!.name}</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild color="brand.100" _hover={{ color: 'white' }}>
            <RouterLink to={SERVICES_SECTION}>{trail[1]!.name}</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink color="white">{name}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
