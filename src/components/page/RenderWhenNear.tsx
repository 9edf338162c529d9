/**
 * Renders its children once its place comes near the viewport (or at once when `force`): the
 * code of a page's lower sections downloads when the visitor scrolls towards them, not with the
 * first view (first-visit JavaScript, docs/architecture.md#performance-goals). Without
 * IntersectionObserver it renders at once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';

/** How far below the viewport a section starts loading: about one flick of a phone. */
const LOAD_AHEAD_PX = 300;

export interface RenderWhenNearProps {
  children: ReactNode;
  /** Render now: a tour or an anchor link needs what is inside. */
  force?: boolean;
  /** The placeholder's height, close to the content's, so the scrollbar barely moves. */
  placeholderHeight: BoxProps['minH'];
}

export function RenderWhenNear({
  children,
  force = false,
  placeholderHeight,
}: RenderWhenNearProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || force || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${LOAD_AHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, force]);
  if (near || force) return children;
  return (
    <Box ref={placeholder} minH={placeholderHeight} aria-hidden="true" data-testid="lazy-section" />
  );
}
