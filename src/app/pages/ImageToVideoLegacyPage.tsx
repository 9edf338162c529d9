/**
 * /image-to-video-legacy: the image-to-video studio as one plain page in the public layout,
 * with the asset library's picker and "save to my assets". RequireAuth guards the route.
 */
import { VideoLegacyStudio } from '../../features/image-to-video/VideoLegacyStudio';
import { useStudioPageProps } from './studio-page-props';

export default function ImageToVideoLegacyPage() {
  const studio = useStudioPageProps();
  return studio && <VideoLegacyStudio key={studio.owner} {...studio} />;
}
