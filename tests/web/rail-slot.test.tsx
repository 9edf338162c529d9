/**
 * The studio side panel's shared parts (src/components/studio/RailSlot.tsx): a slot is a button
 * back to its step that does nothing while disabled, and the photo shows as a thumbnail or, with
 * none chosen, as what to do.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { RailPhoto, RailSlot } from '../../src/components/studio/RailSlot';
import { renderWithProviders } from './with-providers';

describe('studio rail parts', () => {
  it('a slot opens its step when pressed, and not while disabled', () => {
    const onOpen = vi.fn();
    const first = renderWithProviders(
      <RailSlot step="photo" title="Photo" disabled={false} active onOpen={onOpen}>
        chosen
      </RailSlot>,
    );
    const slot = screen.getByTestId('slot-photo');
    expect(slot.textContent).toContain('Photo');
    fireEvent.click(screen.getByRole('button', { name: 'chosen' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    first.unmount();
    renderWithProviders(
      <RailSlot step="photo" title="Photo" disabled active={false} onOpen={onOpen}>
        chosen
      </RailSlot>,
    );
    const button = screen.getByRole('button', { name: 'chosen' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('the photo is a thumbnail named by its label, or the hint while there is none', () => {
    const empty = renderWithProviders(
      <RailPhoto photo={null} emptyText="Choose a photo" aspectRatio={4 / 3} fit="cover" />,
    );
    expect(screen.getByText('Choose a photo')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    empty.unmount();
    renderWithProviders(
      <RailPhoto
        photo={{ previewUrl: 'blob:portrait', label: 'portrait.jpg' }}
        emptyText="Choose a photo"
        aspectRatio={3 / 4}
        fit="contain"
      />,
    );
    const image = screen.getByRole('img', { name: 'portrait.jpg' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('blob:portrait');
    expect(screen.queryByText('Choose a photo')).toBeNull();
  });
});
