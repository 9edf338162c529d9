import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { BeforeAfterSlider } from '../../src/components/before-after/BeforeAfterSlider';
import { loadTranslations, renderWithProviders } from './with-providers';

async function renderSlider() {
  await loadTranslations();
  renderWithProviders(
    <BeforeAfterSlider
      width={960}
      height={720}
      before={{ src: '/before.webp', alt: 'Dark photo' }}
      after={{ src: '/after.webp', alt: 'Corrected photo' }}
      labels={{
        before: 'Before',
        after: 'After',
        slider: 'Compare before and after',
        valueText: (before) => `${before}% before`,
      }}
    />,
  );
  return screen.getByRole('slider', { name: 'Compare before and after' });
}

const afterClip = () => (screen.getByAltText('Corrected photo') as HTMLImageElement).style.clipPath;

describe('before/after slider', () => {
  it('starts in the middle, showing half of each picture', async () => {
    const slider = await renderSlider();
    expect(slider.getAttribute('aria-valuenow')).toBe('50');
    expect(slider.getAttribute('aria-valuetext')).toBe('50% before');
    expect(afterClip()).toBe('inset(0 0 0 50%)');
  });

  it('moves with the arrow, Page and Home/End keys', async () => {
    const slider = await renderSlider();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('55');
    fireEvent.keyDown(slider, { key: 'PageDown' });
    expect(slider.getAttribute('aria-valuenow')).toBe('35');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    expect(afterClip()).toBe('inset(0 0 0 100%)');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
  });

  it('is in the tab order and leaves other keys alone', async () => {
    const slider = await renderSlider();
    expect(slider.tabIndex).toBe(0);
    const tab = fireEvent.keyDown(slider, { key: 'Tab' });
    expect(tab).toBe(true); // not prevented
    expect(slider.getAttribute('aria-valuenow')).toBe('50');
  });

  it('loads both pictures lazily with their size reserved', async () => {
    await renderSlider();
    for (const alt of ['Dark photo', 'Corrected photo']) {
      const image = screen.getByAltText(alt) as HTMLImageElement;
      expect(image.getAttribute('loading')).toBe('lazy');
      expect([image.width, image.height]).toEqual([960, 720]);
    }
  });
});
