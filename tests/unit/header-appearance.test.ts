import { describe, expect, it } from 'vitest';
import {
  HEADER_SCROLL_THRESHOLD_PX,
  headerAppearance,
} from '../../src/app/layouts/public/header-appearance';

// docs/product-rules.md#navigation
describe('headerAppearance (transparent on home until scrolled more than 60px)', () => {
  it('uses the 60px threshold of docs/product-rules.md#breakpoints', () => {
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(60);
  });

  it('is transparent at the top of the home page and up to exactly 60px', () => {
    expect(headerAppearance(true, 0)).toBe('transparent');
    expect(headerAppearance(true, 60)).toBe('transparent');
  });

  it('turns solid once the home page is scrolled past 60px', () => {
    expect(headerAppearance(true, 61)).toBe('solid');
    expect(headerAppearance(true, 2000)).toBe('solid');
  });

  it('is always solid on other pages', () => {
    expect(headerAppearance(false, 0)).toBe('solid');
  });
});
