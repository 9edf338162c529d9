import { describe, expect, it } from 'vitest';
import { percentAt, sliderValueForKey } from '../../src/components/before-after/slider-keys';
import {
  carouselReducer,
  initialCarouselState,
  isRotating,
} from '../../src/features/marketing/home/carousel-state';
import { foldForSearch, matchesQuery } from '../../src/features/marketing/shared/faq-search';

describe('hero carousel state', () => {
  it('wraps around at both ends', () => {
    const first = initialCarouselState(4, false);
    expect(carouselReducer(first, { type: 'previous' }).index).toBe(3);
    expect(carouselReducer({ ...first, index: 3 }, { type: 'next' }).index).toBe(0);
    expect(carouselReducer(first, { type: 'goTo', index: 2 }).index).toBe(2);
  });

  it('rotates unless hovered, focused, stopped, or showing a single slide', () => {
    const state = initialCarouselState(4, false);
    expect(isRotating(state)).toBe(true);
    expect(isRotating(carouselReducer(state, { type: 'hover', on: true }))).toBe(false);
    expect(isRotating(carouselReducer(state, { type: 'focus', on: true }))).toBe(false);
    expect(isRotating(carouselReducer(state, { type: 'toggleRotation' }))).toBe(false);
    expect(isRotating(initialCarouselState(1, false))).toBe(false);
  });

  it('starts stopped for reduced motion, and the play button starts it', () => {
    const state = initialCarouselState(4, true);
    expect(isRotating(state)).toBe(false);
    expect(isRotating(carouselReducer(state, { type: 'toggleRotation' }))).toBe(true);
  });
});

describe('before/after slider keys (WAI-ARIA slider)', () => {
  it('moves 5% with the arrows, 20% with Page Up/Down, to the ends with Home/End', () => {
    expect(sliderValueForKey('ArrowRight', 50)).toBe(55);
    expect(sliderValueForKey('ArrowUp', 50)).toBe(55);
    expect(sliderValueForKey('ArrowLeft', 50)).toBe(45);
    expect(sliderValueForKey('ArrowDown', 50)).toBe(45);
    expect(sliderValueForKey('PageUp', 50)).toBe(70);
    expect(sliderValueForKey('PageDown', 50)).toBe(30);
    expect(sliderValueForKey('Home', 50)).toBe(0);
    expect(sliderValueForKey('End', 50)).toBe(100);
  });

  it('stays between 0 and 100 and ignores other keys', () => {
    expect(sliderValueForKey('ArrowRight', 98)).toBe(100);
    expect(sliderValueForKey('PageDown', 10)).toBe(0);
    expect(sliderValueForKey('Enter', 50)).toBeNull();
  });

  it('turns a pointer position into a percentage of the picture', () => {
    expect(percentAt(150, 100, 200)).toBe(25);
    expect(percentAt(50, 100, 200)).toBe(0);
    expect(percentAt(400, 100, 200)).toBe(100);
  });
});

describe('FAQ search', () => {
  it('matches Vietnamese typed without accents', () => {
    expect(foldForSearch('Tín dụng ĐƯỢC hoàn')).toBe('tin dung duoc hoan');
    expect(matchesQuery(['Tín dụng là gì?', 'Mỗi lần thử đồ tốn 1 tín dụng.'], 'tin dung')).toBe(
      true,
    );
  });

  it('needs every word of the query and matches everything for an empty query', () => {
    expect(matchesQuery(['Credits and refunds'], 'credit refund')).toBe(true);
    expect(matchesQuery(['Credits and refunds'], 'credit offline')).toBe(false);
    expect(matchesQuery(['Anything'], '   ')).toBe(true);
  });
});
