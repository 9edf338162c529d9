/**
 * Structured data (schema.org JSON-LD) for the page while it is mounted: Organization on the
 * home page, BreadcrumbList on the service pages, BlogPosting on a blog post.
 */
import { useEffect } from 'react';

export function useJsonLd(id: string, data: Record<string, unknown>): void {
  const json = JSON.stringify(data);
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = `jsonld-${id}`;
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [id, json]);
}
