/**
 * Keyboard steps of the before/after slider, as the WAI-ARIA slider pattern defines them:
 * arrows move a little, Page Up/Down a lot, Home/End to the ends.
 */

/** Percent moved by an arrow key. */
export const SLIDER_STEP_PERCENT = 5;
/** Percent moved by Page Up / Page Down. */
export const SLIDER_PAGE_PERCENT = 20;

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** The slider's next value for a key, or null when the key is not the slider's. */
export function sliderValueForKey(key: string, value: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(value - SLIDER_STEP_PERCENT);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(value + SLIDER_STEP_PERCENT);
    case 'PageDown':
      return clampPercent(value - SLIDER_PAGE_PERCENT);
    case 'PageUp':
      return clampPercent(value + SLIDER_PAGE_PERCENT);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

/** The percentage of `width` at which `x` lies, from `left`. */
export function percentAt(x: number, left: number, width: number): number {
  return width > 0 ? clampPercent(((x - left) / width) * 100) : 50;
}
