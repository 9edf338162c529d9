/**
 * Mounts its children when their place comes near the viewport, showing a same-sized, cheap
 * placeholder until then — long lists (the history: hundreds of cards, each with its image read
 * from IndexedDB) render their first screen at once and the rest as the user scrolls towards it
 * (/history offline with 200 items under 1 s, docs/architecture.md#performance-goals). Mounted
 * once, kept mounted. One IntersectionObserver serves every placeholder; without one, everything
 * renders at once.
 */
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/** How far beyond the viewport a placeholder becomes its content, in px. */
const MOUNT_AHEAD_PX = 600;

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const mount = waiting.get(entry.target);
        observer?.unobserve(entry.target);
        waiting.delete(entry.target);
        mount?.();
      }
    },
    { rootMargin: `${MOUNT_AHEAD_PX}px 0px` },
  );
  return observer;
}

export function NearViewport({
  children,
  eager = false,
  placeholderStyle,
}: {
  children: ReactNode;
  /** Render at once (the first screen's items). */
  eager?: boolean;
  /** The placeholder's size (a plain element: hundreds of them cost next to nothing). */
  placeholderStyle: CSSProperties;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const shared = sharedObserver();
    waiting.set(element, () => setNear(true));
    shared.observe(element);
    return () => {
      shared.unobserve(element);
      waiting.delete(element);
    };
  }, [near]);
  if (near) return children;
  return <div ref={placeholder} style={placeholderStyle} aria-hidden="true" />;
}
