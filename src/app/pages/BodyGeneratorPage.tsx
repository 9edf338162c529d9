/**
 * /body-generator: the body generator, composed with the asset library's picker and the way to
 * save a result as a body model (features never import each other; the app hands one to the
 * other). RequireAuth guards the route.
 */
import { sessionAtom } from '../../features/auth/session.atoms';
import { BodyStudio } from '../../features/body-generator/BodyStudio';
import { useAtomValue } from '../../lib/state';
import { useBodyModelSaver } from './body-model-saver';
import { useStudioAssets } from './studio-assets';

export default function BodyGeneratorPage() {
  const session = useAtomValue(sessionAtom);
  const user = session.status === 'signed-in' ? session.user : null;
  const assets = useStudioAssets(user?.id ?? null);
  const saveBodyModel = useBodyModelSaver(user?.id ?? null);
  if (!user || !assets) return null;
  return (
    <BodyStudio
      key={user.id}
      owner={user.id}
      initialBalance={user.credits}
      AssetsPicker={assets.AssetsPicker}
      saveToAssets={assets.saveToAssets}
      saveBodyModel={saveBodyModel}
    />
  );
}
