/**
 * What the app hands a studio from the asset library (features never import each other): its
 * picker for the "pick from assets" tab, and a way to save a result into it.
 */
import { useMemo } from 'react';
import type { AssetsPickerComponent, SaveToAssets } from '../../components/studio/studio-context';
import { AssetsPicker } from '../../features/assets/AssetsPicker';
import { saveToLibrary } from '../../features/assets/save-to-library';

function pickerFor(owner: string): AssetsPickerComponent {
  return function OwnersAssetsPicker({ open, onClose, onSelect }) {
    return (
      <AssetsPicker
        open={open}
        owner={owner}
        onClose={onClose}
        onSelect={(asset, file) => onSelect({ id: asset.id, name: asset.original_name }, file)}
      />
    );
  };
}

export interface StudioAssets {
  AssetsPicker: AssetsPickerComponent;
  saveToAssets: SaveToAssets;
}

/** One picker component per user: a new session object must not remount an open picker. */
export function useStudioAssets(owner: string | null): StudioAssets | null {
  return useMemo(
    () =>
      owner
        ? {
            AssetsPicker: pickerFor(owner),
            saveToAssets: async (file, name) => void (await saveToLibrary(owner, file, name)),
          }
        : null,
    [owner],
  );
}
