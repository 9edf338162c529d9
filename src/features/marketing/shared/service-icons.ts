/** Each service's icon on the marketing pages. */
import type { ServiceSlug } from '../../../../common/routes';
import { BodyIcon, ScissorsIcon, ShirtIcon, VideoIcon, WandIcon } from '../../../components/icons';

export const SERVICE_ICONS = {
  'virtual-tryon': ShirtIcon,
  'image-editing': WandIcon,
  'image-to-video': VideoIcon,
  'body-generator': BodyIcon,
  'hairstyle-changer': ScissorsIcon,
} as const satisfies Record<ServiceSlug, unknown>;
