/**
 * The hair colour on the local preview engine, which changes the colour only: 'keep my colour'
 * is not offered there (the server would refuse it), and a colour starts chosen.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ColourChoice } from '../../src/features/hairstyle-changer/HairSettings';
import { loadTranslations, renderWithProviders } from './with-providers';

beforeAll(() => loadTranslations(['hairstyle']));

describe('hair colour choice', () => {
  it('on the preview engine: no "keep my colour", the first colour chosen, and why', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ColourChoice colour={null} preview onChange={onChange} />);
    expect(await screen.findByTestId('hair-colour-preview-note')).toBeTruthy();
    expect(screen.queryByTestId('colour-keep')).toBeNull();
    expect(onChange).toHaveBeenCalledWith('black');
  });

  it('on a hosted engine: "keep my colour" is offered and nothing is chosen for the user', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ColourChoice colour={null} preview={false} onChange={onChange} />);
    expect(await screen.findByTestId('colour-keep')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
