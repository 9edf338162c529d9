/** The rendered size of an element (from a callback ref), kept current as it changes. */
import { useLayoutEffect, useState } from 'react';
import type { Size } from './tooltip-placement';

export function useElementSize(element: HTMLElement | null, initial: Size): Size {
  const [size, setSize] = useState(initial);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () =>
      setSize((previous) => {
        const next = { width: element.offsetWidth, height: element.offsetHeight };
        return next.width === previous.width && next.height === previous.height ? previous : next;
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}
