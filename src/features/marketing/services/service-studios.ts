/** The studio each service page sends its visitors to. */
import { PATHS, type ServiceSlug } from '../../../../common/routes';

export const SERVICE_STUDIO_PATHS: Record<ServiceSlug, string> = {
  'virtual-tryon': PATHS.virtualTryOn,
  'image-editing': PATHS.imageEditing,
  'image-to-video': PATHS.imageToVideo,
  'body-generator': PATHS.bodyGenerator,
  'hairstyle-changer': PATHS.hairstyleChanger,
};
