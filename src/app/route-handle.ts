/**
 * What routes tell the app about themselves (their `handle`), and the routes the current
 * location matches, which the router provides (./router.tsx AppRoutes).
 */
import { createContext, use, useMemo } from 'react';
import { matchRoutes, type Location, type RouteMatch, type RouteObject } from 'react-router-dom';
import type { ServiceSlug } from '../../common/routes';

/** What a page's route tells the shell: its title, and which service it presents. */
export interface RouteHandle {
  titleKey: string;
  /** i18n key of the page's meta description, e.g. 'seo:about'; default 'seo:default'. */
  descriptionKey?: string;
  service?: ServiceSlug;
}

/** Any route, page or layout, whose code loads lazily says how to start downloading it. */
export interface LoadableHandle {
  preload?(): Promise<unknown>;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value;
}

const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);
export const RouteMatchesProvider = RouteMatchesContext;

export function useRouteMatches(routes: RouteObject[], location: Location): RouteMatch[] {
  return useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
}

/** Starts downloading every matched route's code (each download happens once). */
export function startLoadingRoute(matches: readonly RouteMatch[]): void {
  for (const { route } of matches) void (route.handle as LoadableHandle | undefined)?.preload?.();
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  return use(RouteMatchesContext)
    .map((match) => match.route.handle as unknown)
    .filter(isRouteHandle)
    .at(-1);
}
