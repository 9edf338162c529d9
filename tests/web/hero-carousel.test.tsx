import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { SLIDE_INTERVAL_MS } from '../../src/features/marketing/home/carousel-state';
import { HeroCarousel } from '../../src/features/marketing/home/HeroCarousel';
import { loadTranslations, renderWithProviders } from './with-providers';

const currentSlide = () =>
  screen.getAllByTestId('hero-slide').findIndex((slide) => slide.dataset.current === 'true');

/** Fake timers from the first render, so the rotation timer is one the test controls. */
async function renderCarousel() {
  await loadTranslations(['marketing']);
  vi.useFakeTimers();
  renderWithProviders(<HeroCarousel />);
  screen.getByTestId('hero-carousel');
}

afterEach(() => vi.useRealTimers());

describe('hero carousel', () => {
  it('shows one slide at a time and hides the others from assistive technology', async () => {
    await renderCarousel();
    const slides = screen.getAllByTestId('hero-slide');
    expect(slides).toHaveLength(4);
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual([
      'false',
      'true',
      'true',
      'true',
    ]);
    expect(slides[0]!.getAttribute('aria-label')).toBe('1 of 4');
  });

  it('goes next, previous (wrapping) and to a chosen slide', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(currentSlide()).toBe(2);
    expect(screen.getByRole('button', { name: 'Show slide 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('rotates by itself, and pauses while the pointer is over it', async () => {
    await renderCarousel();
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(currentSlide()).toBe(1);
    fireEvent.mouseEnter(screen.getByTestId('hero-carousel'));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(currentSlide()).toBe(1);
    fireEvent.mouseLeave(screen.getByTestId('hero-carousel'));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(currentSlide()).toBe(2);
  });

  it('pauses while focus is inside it and resumes when focus leaves', async () => {
    await renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(currentSlide()).toBe(0);
    act(() => next.blur());
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(currentSlide()).toBe(1);
  });

  it('stops with the pause button, which then offers to play', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(currentSlide()).toBe(0);
    expect(screen.getByRole('button', { name: 'Start the slides' })).toBeTruthy();
  });

  it('tells screen readers about slide changes only while it is not rotating', async () => {
    await renderCarousel();
    const slides = screen.getAllByTestId('hero-slide')[0]!.parentElement!;
    expect(slides.getAttribute('aria-live')).toBe('off');
    fireEvent.mouseEnter(screen.getByTestId('hero-carousel'));
    expect(slides.getAttribute('aria-live')).toBe('polite');
  });
});
