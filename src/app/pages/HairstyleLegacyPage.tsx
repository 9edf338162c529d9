/**
 * /hairstyle-changer-legacy: the hairstyle changer as one plain page in the public layout, with
 * the asset library's picker and "save to my assets". RequireAuth guards the route.
 */
import { sessionAtom } from '../../features/auth/session.atoms';
import { HairLegacyStudio } from '../../features/hairstyle-changer/HairLegacyStudio';
import { useAtomValue } from '../../lib/state';
import { useStudioAssets } from './studio-assets';

export default function HairstyleLegacyPage() {
  const session = useAtomValue(sessionAtom);
  const user = session.status === 'signed-in' ? session.user : null;
  const assets = useStudioAssets(user?.id ?? null);
  if (!user || !assets) return null;
  return (
    <HairLegacyStudio
      key={user.id}
      owner={user.id}
      initialBalance={user.credits}
      AssetsPicker={assets.AssetsPicker}
      saveToAssets={assets.saveToAssets}
    />
  );
}
