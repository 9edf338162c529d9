/**
 * schema.org's BreadcrumbList (JSON-LD) from a trail of named addresses, first to last: the
 * service pages' and the blog posts' breadcrumbs write the same shape.
 */
export interface Crumb {
  name: string;
  /** An absolute URL. */
  url: string;
}

export function breadcrumbListJsonLd(trail: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
