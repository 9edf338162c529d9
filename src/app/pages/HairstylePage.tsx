/**
 * /hairstyle-changer: the hairstyle changer, composed with the asset library's picker and
 * "save to my assets" (features never import each other; the app hands one to the other).
 * RequireAuth guards the route.
 */
import { sessionAtom } from '../../features/auth/session.atoms';
import { HairStudio } from '../../features/hairstyle-changer/HairStudio';
import { useAtomValue } from '../../lib/state';
import { useStudioAssets } from './studio-assets';

export default function HairstylePage() {
  const session = useAtomValue(sessionAtom);
  const user = session.status === 'signed-in' ? session.user : null;
  const assets = useStudioAssets(user?.id ?? null);
  if (!user || !assets) return null;
  return (
    <HairStudio
      key={user.id}
      owner={user.id}
      initialBalance={user.credits}
      AssetsPicker={assets.AssetsPicker}
      saveToAssets={assets.saveToAssets}
    />
  );
}
