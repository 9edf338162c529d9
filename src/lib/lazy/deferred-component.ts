/**
 * Code that waits for the user: a menu, a drawer or a dialog whose component (and the Zag
 * machine behind it) is downloaded when first wanted — the trigger is hovered, focused, touched
 * or pressed — instead of with the page (first-visit JavaScript under 150 KB,
 * docs/architecture.md#performance-goals).
 */
import { useCallback, useState, type ComponentType } from 'react';

export interface DeferredComponent<P> {
  /** Starts the download once; later calls return the same promise. */
  load(): Promise<ComponentType<P>>;
  /** The component once downloaded (synchronous, so a remount never flashes). */
  loaded(): ComponentType<P> | null;
}

export function deferredComponent<P>(
  importer: () => Promise<ComponentType<P>>,
): DeferredComponent<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return {
    load() {
      pending ??= importer().then(
        (loaded) => (component = loaded),
        (error: unknown) => {
          pending = null; // offline or a new build: the next intent tries again
          throw error;
        },
      );
      return pending;
    },
    loaded: () => component,
  };
}

/**
 * The deferred component if it is already here, and `load`, to call on intent. A failed
 * download leaves the placeholder in place; the next intent retries.
 */
export function useDeferredComponent<P>(
  deferred: DeferredComponent<P>,
): [ComponentType<P> | null, () => void] {
  const [component, setComponent] = useState<ComponentType<P> | null>(() => deferred.loaded());
  const load = useCallback(() => {
    if (deferred.loaded()) return;
    deferred.load().then(
      (loaded) => setComponent(() => loaded),
      () => undefined,
    );
  }, [deferred]);
  return [component, load];
}

/**
 * The handlers of the button that stands in until the deferred component is here: any sign of
 * intent (hover, touch, focus) starts the download; a press also does what the press asks
 * (`onPress`, e.g. open). `focused` tells the loaded component to take the focus over.
 */
export function useIntentTrigger(load: () => void, onPress: () => void) {
  const [focused, setFocused] = useState(false);
  const triggerProps = {
    onPointerEnter: load,
    onTouchStart: load,
    onFocus: () => {
      setFocused(true);
      load();
    },
    onBlur: () => setFocused(false),
    onClick: () => {
      onPress();
      load();
    },
  };
  return { focused, triggerProps };
}
