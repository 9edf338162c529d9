/**
 * Where the window is scrolled after a navigation, as browsers do between real pages: back,
 * forward and a reload return to where the reader was; a new page starts at its top,
 * or at its #anchor, once that is in the page. A navigation that only refines the page it is on (a sort order) passes
 * `state: KEEP_SCROLL` and stays where it is.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Positions by history entry, kept for the tab's session (a reload comes back to them). */
const STORAGE_KEY = 'studio.scroll-positions';
/** A restored position waits this long at most for the page below it to be tall enough. */
const RESTORE_WAIT_MS = 2000;

export const KEEP_SCROLL = { keepScroll: true } as const;

function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state;
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Runs `apply` once `ready()` holds, checked every frame (a lazy page or section may still be
 * loading), or when the wait is over. Returns what cancels the wait, and whether it has run.
 */
function whenReady(
  ready: () => boolean,
  apply: () => void,
): { cancel(): void; applied(): boolean } {
  const until = performance.now() + RESTORE_WAIT_MS;
  let frame = 0;
  let applied = false;
  const attempt = () => {
    if (ready() || performance.now() > until) {
      apply();
      applied = true;
    } else frame = requestAnimationFrame(attempt);
  };
  attempt();
  return { cancel: () => cancelAnimationFrame(frame), applied: () => applied };
}

/** Scrolls to `y` once the page is tall enough for it. */
const scrollWhenTallEnough = (y: number) =>
  whenReady(
    () => document.documentElement.scrollHeight - window.innerHeight >= y,
    () => window.scrollTo(0, y),
  );

/** Scrolls to the #anchor once it is in the page (it may be in a section that loads later). */
function scrollToAnchorWhenThere(hash: string) {
  const find = () => document.getElementById(decodeURIComponent(hash.slice(1)));
  return whenReady(
    () => find() !== null,
    () => find()?.scrollIntoView(),
  );
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const lastScrollY = useRef(0);
  const currentKey = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => (lastScrollY.current = window.scrollY);
    const save = () => {
      // The page being left or reloaded keeps its place too (a reload comes back to it).
      if (positions.current && currentKey.current)
        positions.current[currentKey.current] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current ?? {}));
      } catch {
        // Storage full or blocked: back and forward then start at the top.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    currentKey.current = location.key;
    const saved = positions.current[location.key];
    let restore: ReturnType<typeof whenReady> | null = null;
    let anchor: ReturnType<typeof whenReady> | null = null;
    if (navigationType === 'POP' && saved !== undefined) restore = scrollWhenTallEnough(saved);
    else if (location.hash) anchor = scrollToAnchorWhenThere(location.hash);
    else if (!keepsScroll(location.state)) window.scrollTo(0, 0);
    return () => {
      restore?.cancel();
      anchor?.cancel();
      // The position of the entry being left, read before the next page replaces it; unless
      // its own position had not been restored yet (React re-runs this when a suspended page
      // shows again: the entry keeps the position it is waiting for).
      if (!restore || restore.applied()) positions.current![location.key] = lastScrollY.current;
    };
    // Once per history entry (its key): not again when the same entry renders anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
