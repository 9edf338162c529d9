/**
 * /body-generator-legacy: the body generator as one plain page in the public layout, with the
 * asset library's picker, "save to my assets" and "save as a body model". RequireAuth guards
 * the route.
 */
import { sessionAtom } from '../../features/auth/session.atoms';
import { BodyLegacyStudio } from '../../features/body-generator/BodyLegacyStudio';
import { useAtomValue } from '../../lib/state';
import { useBodyModelSaver } from './body-model-saver';
import { useStudioAssets } from './studio-assets';

export default function BodyGeneratorLegacyPage() {
  const session = useAtomValue(sessionAtom);
  const user = session.status === 'signed-in' ? session.user : null;
  const assets = useStudioAssets(user?.id ?? null);
  const saveBodyModel = useBodyModelSaver(user?.id ?? null);
  if (!user || !assets) return null;
  return (
    <BodyLegacyStudio
      key={user.id}
      owner={user.id}
      initialBalance={user.credits}
      AssetsPicker={assets.AssetsPicker}
      saveToAssets={assets.saveToAssets}
      saveBodyModel={saveBodyModel}
    />
  );
}
