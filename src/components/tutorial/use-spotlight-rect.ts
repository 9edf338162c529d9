/**
 * The spotlit element's rectangle in viewport coordinates, kept current while the page
 * scrolls, resizes or the element changes size. The element is scrolled into view first.
 */
import { useLayoutEffect, useState } from 'react';
import type { Rect, Size } from './tooltip-placement';

function viewportSize(): Size {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** The part of the viewport a sticky header leaves uncovered, declared as `scroll-padding-top`. */
function scrollPaddingTop(): number {
  return parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
}

function isFullyVisible(box: DOMRect, viewport: Size): boolean {
  return (
    box.top >= scrollPaddingTop() &&
    box.left >= 0 &&
    box.bottom <= viewport.height &&
    box.right <= viewport.width
  );
}

/** The element's box grown by `padding` on every side. */
function padded(box: DOMRect, padding: number): Rect {
  return {
    top: box.top - padding,
    left: box.left - padding,
    width: box.width + padding * 2,
    height: box.height + padding * 2,
  };
}

export function useViewportSize(): Size {
  const [size, setSize] = useState(viewportSize);
  useLayoutEffect(() => {
    const onResize = () => setSize(viewportSize());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

export function useSpotlightRect(
  selector: string | undefined,
  padding: number,
  reducedMotion: boolean,
): Rect | null {
  // Keyed by selector: a rectangle measured for the previous step is never shown for this one.
  const [measured, setMeasured] = useState<{ selector: string; rect: Rect } | null>(null);

  useLayoutEffect(() => {
    const element = selector ? document.querySelector(selector) : null;
    if (!selector || !element) return;
    if (!isFullyVisible(element.getBoundingClientRect(), viewportSize())) {
      element.scrollIntoView({ block: 'center', behavior: reducedMotion ? 'instant' : 'smooth' });
    }
    let frame = 0;
    const measure = () =>
      setMeasured({ selector, rect: padded(element.getBoundingClientRect(), padding) });
    const measureNextFrame = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', measureNextFrame, true);
    window.addEventListener('resize', measureNextFrame);
    const observer = new ResizeObserver(measureNextFrame);
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', measureNextFrame, true);
      window.removeEventListener('resize', measureNextFrame);
      observer.disconnect();
    };
  }, [selector, padding, reducedMotion]);

  return measured && measured.selector === selector ? measured.rect : null;
}
