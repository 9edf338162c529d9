/**
 * /virtual-tryon: the try-on studio, composed with the asset library's picker (features never
 * import each other; the app hands one to the other). RequireAuth guards the route.
 */
import { TryOnStudio } from '../../features/try-on/TryOnStudio';
import { useStudioPageProps } from './studio-page-props';

export default function TryOnPage() {
  const studio = useStudioPageProps();
  return studio && <TryOnStudio key={studio.owner} {...studio} />;
}
