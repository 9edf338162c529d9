/**
 * What the app hands a studio's page (features never import each other): the signed-in user, the
 * balance known at sign-in, and from the asset library its picker for the "pick from assets"
 * tab and a way to save a result into it.
 */
import { useMemo } from 'react';
import type {
  AssetsPickerComponent,
  SaveToAssets,
  StudioPageProps,
} from '../../components/studio/studio-context';
import { AssetsPicker } from '../../features/assets/AssetsPicker';
import { saveToLibrary } from '../../features/assets/save-to-library';
import { sessionAtom } from '../../features/auth/session.atoms';
import { useAtomValue } from '../../lib/state';

function pickerFor(owner: string): AssetsPickerComponent {
  return function OwnersAssetsPicker({ open, onClose, onSelect, accept }) {
    return (
      <AssetsPicker
        open={open}
        accept={accept}
        owner={owner}
        onClose={onClose}
        onSelect={(asset, file) => onSelect({ id: asset.id, name: asset.original_name }, file)}
      />
    );
  };
}

interface StudioAssets {
  AssetsPicker: AssetsPickerComponent;
  saveToAssets: SaveToAssets;
}

/** One picker component per user: a new session object must not remount an open picker. */
function useStudioAssets(owner: string | null): StudioAssets | null {
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

/** A studio page's props for the signed-in user; null without one (RequireAuth guards the routes). */
export function useStudioPageProps(): StudioPageProps | null {
  const session = useAtomValue(sessionAtom);
  const user = session.status === 'signed-in' ? session.user : null;
  const assets = useStudioAssets(user?.id ?? null);
  return user && assets
    ? { owner: user.id, initialBalance: user.credits, planId: user.plan_id, ...assets }
    : null;
}
