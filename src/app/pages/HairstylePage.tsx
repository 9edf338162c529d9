/**
 * /hairstyle-changer: the hairstyle changer, composed with the asset library's picker and
 * "save to my assets" (features never import each other; the app hands one to the other).
 * RequireAuth guards the route.
 */
import { HairStudio } from '../../features/hairstyle-changer/HairStudio';
import { useStudioPageProps } from './studio-page-props';

export default function HairstylePage() {
  const studio = useStudioPageProps();
  return studio && <HairStudio key={studio.owner} {...studio} />;
}
