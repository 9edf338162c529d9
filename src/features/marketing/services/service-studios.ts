/** The studio each service page sends its visitors to: its page in the registry. */
import { SERVICE_SLUGS, STUDIOS, type ServiceSlug } from '../../../../common/studios/studios';

export const SERVICE_STUDIO_PATHS = Object.fromEntries(
  SERVICE_SLUGS.map((service) => [service, STUDIOS[service].path]),
) as Record<ServiceSlug, string>;
