/**
 * /virtual-tryon: the try-on studio, composed with the asset library's picker (features never
 * import each other; the app hands one to the other). RequireAuth guards the route.
 */
import { useMemo } from 'react';
import { AssetsPicker } from '../../features/assets/AssetsPicker';
import { sessionAtom } from '../../features/auth/session.atoms';
import type { AssetsPickerComponent } from '../../components/studio/studio-context';
import { TryOnStudio } from '../../features/try-on/TryOnStudio';
import { useAtomValue } from '../../lib/state';

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

export default function TryOnPage() {
  const session = useAtomValue(sessionAtom);
  const user = session.status === 'signed-in' ? session.user : null;
  const owner = user?.id ?? null;
  // One picker component per user: a new session object must not remount an open picker.
  const Picker = useMemo(() => (owner ? pickerFor(owner) : null), [owner]);
  if (!user || !Picker) return null;
  return (
    <TryOnStudio
      key={user.id}
      owner={user.id}
      initialBalance={user.credits}
      AssetsPicker={Picker}
    />
  );
}
