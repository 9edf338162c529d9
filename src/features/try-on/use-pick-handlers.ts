/** Turns a gallery photo, a sample or an asset into the wizard's model or garment choice. */
import { useMemo } from 'react';
import type { GalleryItem } from './try-on-gallery';
import type { TryOnSample } from './try-on-samples';
import type { PickedImage, WizardAction } from './try-on-machine';

type Role = 'model' | 'garment';

export function usePickHandlers(
  dispatch: (action: WizardAction) => void,
  previewUrl: (blob: Blob) => string,
) {
  return useMemo(() => {
    const handlersFor = (role: Role) => {
      const pick = (image: PickedImage) =>
        dispatch(role === 'model' ? { type: 'pickModel', image } : { type: 'pickGarment', image });
      return {
        onGallery: (item: GalleryItem) =>
          pick({
            key: `gallery:${item.id}`,
            source: { kind: 'file', blob: item.blob, name: item.name },
            previewUrl: previewUrl(item.blob),
            label: item.name,
            origin: 'gallery',
          }),
        onSample: (sample: TryOnSample) =>
          pick({
            key: `sample:${sample.id}`,
            source: { kind: 'sample', id: sample.id },
            previewUrl: sample.file,
            label: sample.name,
            origin: 'sample',
            category: role === 'garment' ? sample.category : null,
          }),
        onAsset: (asset: { id: string; name: string }, file: Blob) =>
          pick({
            key: `asset:${asset.id}`,
            source: { kind: 'asset', id: asset.id },
            previewUrl: previewUrl(file),
            label: asset.name,
            origin: 'asset',
          }),
      };
    };
    return { model: handlersFor('model'), garment: handlersFor('garment') };
  }, [dispatch, previewUrl]);
}
