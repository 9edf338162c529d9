/** The still-and-clip example of the service pages (src/components/before-after). */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { BeforeAfterVideo } from '../../src/components/before-after/BeforeAfterVideo';
import { loadTranslations, renderWithProviders } from './with-providers';

async function renderExample() {
  await loadTranslations();
  renderWithProviders(
    <BeforeAfterVideo
      before={{ src: '/still.webp', alt: 'A model in a dress', width: 720, height: 960 }}
      after={{
        src: '/clip.mp4',
        poster: '/poster.webp',
        label: 'A slow zoom over the model',
        width: 720,
        height: 1280,
      }}
      labels={{ before: 'Before', after: 'After', download: 'Download the clip' }}
    />,
  );
  return screen.getByLabelText('A slow zoom over the model') as HTMLVideoElement;
}

describe('before/after video', () => {
  it('shows the still lazily, with its text alternative and size', async () => {
    await renderExample();
    const still = screen.getByAltText('A model in a dress');
    expect(still.getAttribute('loading')).toBe('lazy');
    expect([still.getAttribute('width'), still.getAttribute('height')]).toEqual(['720', '960']);
  });

  it('offers the clip muted, looping, inline, with controls, loading nothing before play', async () => {
    const video = await renderExample();
    expect(video.tagName).toBe('VIDEO');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.controls).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe('/poster.webp');
    const source = video.querySelector('source')!;
    expect([source.getAttribute('src'), source.getAttribute('type')]).toEqual([
      '/clip.mp4',
      'video/mp4',
    ]);
  });

  it('labels both sides and links the file for browsers that cannot play it', async () => {
    await renderExample();
    expect(screen.getByText('Before').tagName).toBe('FIGCAPTION');
    expect(screen.getByText('After').tagName).toBe('FIGCAPTION');
    expect(screen.getByRole('link', { name: 'Download the clip' }).getAttribute('href')).toBe(
      '/clip.mp4',
    );
  });
});
