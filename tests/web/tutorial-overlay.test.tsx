import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { TutorialOverlay } from '../../src/components/tutorial/TutorialOverlay';
import type { TutorialConfig } from '../../src/components/tutorial/tutorial-types';
import { useTutorial } from '../../src/components/tutorial/use-tutorial';
import { loadTranslations, renderWithProviders } from './with-providers';

const TOUR: TutorialConfig = {
  id: 'test',
  steps: [
    { id: 'welcome', title: 'home.welcome.title', content: 'home.welcome.content' },
    {
      id: 'search',
      title: 'home.faq.title',
      content: 'home.faq.content',
      target: '#search',
      autoNext: 3,
    },
    { id: 'guide', title: 'home.guide.title', content: 'home.guide.content', target: '#guide' },
  ],
};

function TourPage() {
  const tour = useTutorial(TOUR);
  return (
    <>
      <button type="button" onClick={tour.start}>
        Start the tour
      </button>
      <section id="guide">Guide</section>
      <input id="search" aria-label="Search" />
      <TutorialOverlay tutorial={tour} />
    </>
  );
}

const counter = () => screen.queryByTestId('tutorial-step-counter')?.textContent;
const press = (key: string, target: Element = document.body) =>
  act(() => {
    fireEvent.keyDown(target, { key });
  });

beforeEach(async () => {
  // jsdom lays nothing out: report a box for every element so targets count as rendered.
  vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([
    new DOMRect(0, 0, 10, 10),
  ] as never);
  await loadTranslations(['tutorial']);
  vi.useFakeTimers();
  renderWithProviders(<TourPage />);
  const start = screen.getByText('Start the tour');
  start.focus(); // as a keyboard or pointer user would have it
  fireEvent.click(start);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('tutorial overlay', () => {
  it('shows the first step 100 ms after start, as a dialog that takes focus', () => {
    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Studio AI' });
    expect(counter()).toBe('Step 1 of 3');
    expect(document.activeElement).toBe(dialog);
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Skip tour' })).toBeTruthy();
  });

  it('goes next with Right, Enter and the Next button, and back with Left', () => {
    act(() => vi.advanceTimersByTime(100));
    press('ArrowRight');
    expect(counter()).toBe('Step 2 of 3');
    press('ArrowLeft');
    expect(counter()).toBe('Step 1 of 3');
    press('Enter');
    expect(counter()).toBe('Step 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(counter()).toBe('Step 3 of 3');
    expect(screen.getByRole('button', { name: 'Finish' })).toBeTruthy();
  });

  it('ignores keys typed in an input, and moves on when an autoNext step counts down', () => {
    act(() => vi.advanceTimersByTime(100));
    press('ArrowRight');
    expect(screen.getByTestId('tutorial-countdown').textContent).toBe('Next step in 3 seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('tutorial-countdown').textContent).toBe('Next step in 2 seconds');
    const input = screen.getByLabelText('Search');
    for (const key of ['ArrowRight', 'ArrowLeft', 'Enter', ' ', 'Escape']) press(key, input);
    expect(counter()).toBe('Step 2 of 3');
    act(() => vi.advanceTimersByTime(2000));
    expect(counter()).toBe('Step 3 of 3');
  });

  it('closes with Escape after the 300 ms animation and gives focus back', () => {
    act(() => vi.advanceTimersByTime(100));
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    press('Escape');
    expect(screen.getByTestId('tutorial-overlay')).toBeTruthy();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByTestId('tutorial-overlay')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Start the tour'));
  });
});
