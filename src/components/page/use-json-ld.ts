/**
 * Structured data (schema.org JSON-LD) for the page while it is mounted: Organization on the
 * home page, BreadcrumbList on the service pages and a blog post, BlogPosting on a blog post.
 */
import { useEffect } from 'react';

/**
 * `elementId` is the script's id. A script of that id already in the page, written into a blog
 * post's first HTML by the server (server/http/app-shell.ts), is replaced rather than doubled.
 */
export function useJsonLd(elementId: string, data: Record<string, unknown>): void {
  const json = JSON.stringify(data);
  useEffect(() => {
    document.getElementById(elementId)?.remove();
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = elementId;
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [elementId, json]);
}
