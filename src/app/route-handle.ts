import { useMatches } from 'react-router-dom';
import type { ServiceSlug } from '../../common/routes';

/** What a route tells the shell about itself: its title, and which service it presents. */
export interface RouteHandle {
  titleKey: string;
  /** i18n key of the page's meta description, e.g. 'seo:about'; default 'seo:default'. */
  descriptionKey?: string;
  service?: ServiceSlug;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const handles = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle);
  return handles.at(-1);
}
