/** The shared image picker: its tabs follow the input's registry entry; a tablet gets the camera. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n } from '../../src/lib/i18n/i18n';
import { ImagePicker } from '../../src/components/studio/ImagePicker';
import { StudioRoot } from '../../src/components/studio/StudioRoot';
import { STUDIO_NAMESPACES } from '../../src/components/studio/studio-namespaces';
import { setScreen } from './render-app';
import { loadTranslations, renderWithProviders } from './with-providers';

const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

function renderPicker(service: 'body-generator' | 'virtual-tryon', field: string) {
  return renderWithProviders(
    <StudioRoot service={service} namespace="studio" owner="ann" AssetsPicker={() => null}>
      <ImagePicker field={field} selectedKey={undefined} onPick={() => undefined} />
    </StudioRoot>,
  );
}

beforeAll(async () => {
  await loadTranslations([...STUDIO_NAMESPACES]);
}, 30_000);
afterEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});

describe('the image picker', () => {
  it('offers samples only for an input that takes them, first when it does', async () => {
    setScreen(1280);
    renderPicker('virtual-tryon', 'garment');
    expect((await screen.findByTestId('tab-samples')).textContent).toBe('Sample garments');
    expect(await screen.findByTestId('garment-filter')).toBeTruthy();
  });

  it('opens on my gallery for an input without samples, with no camera on a computer', async () => {
    setScreen(1280);
    renderPicker('body-generator', 'face');
    expect(await screen.findByTestId('face-picker')).toBeTruthy();
    expect(screen.queryByTestId('tab-samples')).toBeNull();
    expect(await screen.findByTestId('drop-zone')).toBeTruthy();
    expect(screen.queryByTestId('drop-zone-camera')).toBeNull();
  });

  it('offers the device camera on a tablet', async () => {
    setScreen(1024, IPAD);
    renderPicker('body-generator', 'face');
    expect(await screen.findByTestId('drop-zone-camera')).toBeTruthy();
    const input = screen.getByTestId('drop-zone-camera-input');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.getAttribute('accept')).toBe('image/*');
  });

  it('names its two libraries by where they live, and says so on the gallery tab (README)', async () => {
    setScreen(1280);
    renderPicker('body-generator', 'face');
    expect((await screen.findByTestId('tab-gallery')).textContent).toBe('My gallery · this device');
    expect(screen.getByTestId('tab-assets').textContent).toBe('My assets · account');
    expect((await screen.findByTestId('gallery-lead')).textContent).toContain(
      'stay in this browser on this device only',
    );
  });

  it('names them in Vietnamese too', async () => {
    await i18n.changeLanguage('vi');
    renderPicker('body-generator', 'face');
    expect((await screen.findByTestId('tab-gallery')).textContent).toBe(
      'Thư viện của tôi · thiết bị này',
    );
    expect(screen.getByTestId('tab-assets').textContent).toBe('Tài nguyên của tôi · tài khoản');
    expect((await screen.findByTestId('gallery-lead')).textContent).toContain(
      'chỉ được lưu trong trình duyệt trên thiết bị này',
    );
  });
});
