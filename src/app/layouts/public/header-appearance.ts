/**
 * The public header is transparent over the home page's hero until the page is scrolled more
 * than 60px, then translucent dark (docs/product-rules.md#navigation,
 * docs/product-rules.md#breakpoints).
 * Everywhere else it is translucent dark from the start.
 */
export const HEADER_SCROLL_THRESHOLD_PX = 60;

export type HeaderAppearance = 'transparent' | 'solid';

export function headerAppearance(isHomePage: boolean, scrollY: number): HeaderAppearance {
  return isHomePage && scrollY <= HEADER_SCROLL_THRESHOLD_PX ? 'transparent' : 'solid';
}
