/**
 * /virtual-tryon-legacy: the try-on studio as one plain page in the public layout, with the
 * asset library's picker and "save to my assets". RequireAuth guards the route.
 */
import { TryOnLegacyStudio } from '../../features/try-on/TryOnLegacyStudio';
import { useStudioPageProps } from './studio-page-props';

export default function TryOnLegacyPage() {
  const studio = useStudioPageProps();
  return studio && <TryOnLegacyStudio key={studio.owner} {...studio} />;
}
