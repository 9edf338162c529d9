import { useEffect, useState } from 'react';

/**
 * window.scrollY, sampled once per animation frame; `enabled: false` skips the listener for
 * pages where the value does not matter.
 */
export function useScrollY(enabled: boolean): number {
  const [scrollY, setScrollY] = useState(() => (enabled ? window.scrollY : 0));

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScrollY(window.scrollY));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled]);

  return enabled ? scrollY : 0;
}
