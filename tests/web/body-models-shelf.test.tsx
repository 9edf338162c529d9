/**
 * The try-on's model picker offers the user's body models in "my gallery": each one's picture,
 * picked as the asset it is. A picker for another role does not ask for them.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ImagePicker } from '../../src/components/studio/ImagePicker';
import { StudioRoot } from '../../src/components/studio/StudioRoot';
import { STUDIO_NAMESPACES } from '../../src/components/studio/studio-namespaces';
import type { PickedImage } from '../../src/lib/generation/picked-image';
import { makeBodyModel } from './factories/assets';
import { installFakeApi } from './fake-api/fake-api';
import { loadTranslations, renderWithProviders } from './with-providers';

const model = makeBodyModel({ params: { height_cm: 165, weight_kg: 58 } });

/** The user's body models; nothing else is routed, so a picker asking for more fails. */
function routeBodyModels() {
  const api = installFakeApi();
  api.on('GET', '/api/body-models', () => ({ items: [model] }));
  return api;
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

describe('my body models in the try-on', () => {
  it('are offered as models and picked as their assets', async () => {
    routeBodyModels();
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
    const api = routeBodyModels();
    renderPicker('garment', () => undefined);
    await screen.findByTestId('garment-picker');
    fireEvent.click(screen.getByTestId('tab-gallery'));
    await screen.findByTestId('drop-zone');
    expect(screen.queryByTestId('body-models-shelf')).toBeNull();
    expect(api.calls('GET', '/api/body-models')).toEqual([]);
  });
});
