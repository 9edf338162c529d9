/**
 * /virtual-tryon: the try-on studio, composed with the asset library's picker (features never
 * import each other; the app hands one to the other). RequireAuth guards the route.
 */
import { sessionAtom } from '../../features/auth/session.atoms';
import { TryOnStudio } from '../../features/try-on/TryOnStudio';
import { useAtomValue } from '../../lib/state';
import { useStudioAssets } from './studio-assets';

export default function TryOnPage() {
  const session = useAtomValue(sessionAtom);
  const user = session.status === 'signed-in' ? session.user : null;
  const assets = useStudioAssets(user?.id ?? null);
  if (!user || !assets) return null;
  return (
    <TryOnStudio
      key={user.id}
      owner={user.id}
      initialBalance={user.credits}
      AssetsPicker={assets.AssetsPicker}
    />
  );
}
