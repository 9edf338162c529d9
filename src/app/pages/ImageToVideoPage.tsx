/**
 * /image-to-video: the image-to-video studio, composed with the asset library's picker and
 * "save to my assets" (features never import each other; the app hands one to the other).
 * RequireAuth guards the route.
 */
import { VideoStudio } from '../../features/image-to-video/VideoStudio';
import { useStudioPageProps } from './studio-page-props';

export default function ImageToVideoPage() {
  const studio = useStudioPageProps();
  return studio && <VideoStudio key={studio.owner} {...studio} />;
}
