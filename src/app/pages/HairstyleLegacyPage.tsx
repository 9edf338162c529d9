/**
 * /hairstyle-changer-legacy: the hairstyle changer as one plain page in the public layout, with
 * the asset library's picker and "save to my assets". RequireAuth guards the route.
 */
import { HairLegacyStudio } from '../../features/hairstyle-changer/HairLegacyStudio';
import { useStudioPageProps } from './studio-page-props';

export default function HairstyleLegacyPage() {
  const studio = useStudioPageProps();
  return studio && <HairLegacyStudio key={studio.owner} {...studio} />;
}
