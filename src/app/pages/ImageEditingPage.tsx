/**
 * /image-editing: image editing, composed with the asset library's picker and "save to my
 * assets" (features never import each other; the app hands one to the other). RequireAuth
 * guards the route.
 */
import { EditStudio } from '../../features/image-editing/EditStudio';
import { useStudioPageProps } from './studio-page-props';

export default function ImageEditingPage() {
  const studio = useStudioPageProps();
  return studio && <EditStudio key={studio.owner} {...studio} />;
}
