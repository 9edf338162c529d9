/**
 * A component whose code is downloaded on demand (React.lazy), and whose download can start
 * before it renders: the router starts every route it matches at once (./route-matches.tsx).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy takes
export type LazyComponent<P = any> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the download (once); rendering the component later waits for the same one. */
  preload(): Promise<unknown>;
};

export function lazyComponent<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((Component) => ({ default: Component })));
  return Object.assign(lazy(preload), { preload });
}
