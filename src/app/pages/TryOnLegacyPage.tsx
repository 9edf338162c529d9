/**
 * /virtual-tryon-legacy: the try-on studio as one plain page in the public layout, with the
 * asset library's picker and "save to my assets". RequireAuth guards the route.
 */
import { sessionAtom } from '../../features/auth/session.atoms';
import { TryOnLegacyStudio } from '../../features/try-on/TryOnLegacyStudio';
import { useAtomValue } from '../../lib/state';
import { useStudioAssets } from './studio-assets';

export default function TryOnLegacyPage() {
  const session = useAtomValue(sessionAtom);
  const user = session.status === 'signed-in' ? session.user : null;
  const assets = useStudioAssets(user?.id ?? null);
  if (!user || !assets) return null;
  return (
    <TryOnLegacyStudio
      key={user.id}
      owner={user.id}
      initialBalance={user.credits}
      AssetsPicker={assets.AssetsPicker}
      saveToAssets={assets.saveToAssets}
    />
  );
}
