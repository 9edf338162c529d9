/** schema.org Organization for the home page, from the company details in common/brand.ts. */
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../../common/brand';
import { useJsonLd } from '../../../components/page/use-json-ld';

export function useOrganizationJsonLd(): void {
  const { t } = useTranslation();
  const origin = window.location.origin;
  useJsonLd('jsonld-organization', {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND.name,
    url: `${origin}/`,
    logo: `${origin}/icons/pwa-512x512.png`,
    email: BRAND.supportEmail,
    telephone: BRAND.phone,
    address: { '@type': 'PostalAddress', streetAddress: t('footer.address'), addressCountry: 'VN' },
    sameAs: Object.values(BRAND.social),
  });
}
