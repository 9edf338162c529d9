/**
 * /body-generator-legacy: the body generator as one plain page in the public layout, with the
 * asset library's picker, "save to my assets" and "save as a body model". RequireAuth guards
 * the route.
 */
import { BodyLegacyStudio } from '../../features/body-generator/BodyLegacyStudio';
import { useBodyModelSaver } from './body-model-saver';
import { useStudioPageProps } from './studio-page-props';

export default function BodyGeneratorLegacyPage() {
  const studio = useStudioPageProps();
  const saveBodyModel = useBodyModelSaver(studio?.owner ?? null);
  return (
    studio && <BodyLegacyStudio key={studio.owner} {...studio} saveBodyModel={saveBodyModel} />
  );
}
