/**
 * The try-on's model picker offers the user's body models in "my gallery": each one's picture,
 * picked as the asset it is. A picker for another role does not ask for them.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { BodyModel } from '../../common/contracts/body-models';
import { ImagePicker } from '../../src/components/studio/ImagePicker';
import { StudioRoot } from '../../src/components/studio/StudioRoot';
import { STUDIO_NAMESPACES } from '../../src/components/studio/studio-namespaces';
import type { PickedImage } from '../../src/lib/generation/picked-image';
import { json, requestOf } from './factories/generations';
import { loadTranslations, renderWithProviders } from './with-providers';

const model: BodyModel = {
  id: '00000000-0000-4000-8000-00000000b001',
  asset: {
    id: '00000000-0000-4000-8000-00000000a001',
    kind: 'image',
    mime_type: 'image/jpeg',
    original_name: 'body-model.jpg',
    byte_size: 1000,
    width: 1500,
    height: 2000,
    duration_ms: null,
    created_at: new Date().toISOString(),
    url: '/media/assets/a001/file?sig=x',
    thumbnail_url: '/media/assets/a001/thumbnail?sig=x',
  },
  generation_id: null,
  params: { height_cm: 165, weight_kg: 58 },
  created_at: new Date().toISOString(),
};

function stubBodyModels() {
  const fetchMock = vi.fn(async (...args: unknown[]) =>
    requestOf(args).url.pathname === '/api/body-models'
      ? json(200, { items: [model] })
      : json(404, { code: 'not_found', message: 'no' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPicker(field: 'model' | 'garment', onPick: (image: PickedImage) => void) {
  return renderWithProviders(
    <StudioRoot service="virtual-tryon" namespace="studio" owner="ann" AssetsPicker={() => null}>
      <ImagePicker field={field} selectedKey="gallery:x" onPick={onPick} />
    </StudioRoot>,
  );
}

beforeAll(async () => {
  await loadTranslations([...STUDIO_NAMESPACES]);
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

describe('my body models in the try-on', () => {
  it('are offered as models and picked as their assets', async () => {
    stubBodyModels();
    const onPick = vi.fn();
    renderPicker('model', onPick);

    const shelf = await screen.findByTestId('body-models-shelf');
    expect(within(shelf).getByText('My body models')).toBeTruthy();
    fireEvent.click(within(shelf).getByRole('button', { name: /Body model 165 cm · 58 kg/ }));

    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({
        key: `gallery:body-model:${model.asset.id}`,
        source: { kind: 'asset', id: model.asset.id },
        label: '165 cm · 58 kg',
      }),
    );
  });

  it('are not asked for by a picker that takes no person', async () => {
    const fetchMock = stubBodyModels();
    renderPicker('garment', () => undefined);
    await screen.findByTestId('garment-picker');
    fireEvent.click(screen.getByTestId('tab-gallery'));
    await screen.findByTestId('drop-zone');
    expect(screen.queryByTestId('body-models-shelf')).toBeNull();
    expect(fetchMock.mock.calls.map((call) => requestOf(call).url.pathname)).not.toContain(
      '/api/body-models',
    );
  });
});
