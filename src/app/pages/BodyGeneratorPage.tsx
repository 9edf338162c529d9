/**
 * /body-generator: the body generator, composed with the asset library's picker and the way to
 * save a result as a body model (features never import each other; the app hands one to the
 * other). RequireAuth guards the route.
 */
import { BodyStudio } from '../../features/body-generator/BodyStudio';
import { useBodyModelSaver } from './body-model-saver';
import { useStudioPageProps } from './studio-page-props';

export default function BodyGeneratorPage() {
  const studio = useStudioPageProps();
  const saveBodyModel = useBodyModelSaver(studio?.owner ?? null);
  return studio && <BodyStudio key={studio.owner} {...studio} saveBodyModel={saveBodyModel} />;
}
