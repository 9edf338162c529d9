/** Each studio's icon: the registry names it by key (common/studios/), this draws the key. */
import type { StudioIconKey } from '../../common/studios/studio';
import { SERVICE_SLUGS, STUDIOS, type ServiceSlug } from '../../common/studios/studios';
import { BodyIcon, ScissorsIcon, ShirtIcon, VideoIcon, WandIcon } from './icons';

const ICON_OF_KEY = {
  shirt: ShirtIcon,
  wand: WandIcon,
  video: VideoIcon,
  body: BodyIcon,
  scissors: ScissorsIcon,
} as const satisfies Record<StudioIconKey, unknown>;

export type StudioIcon = (typeof ICON_OF_KEY)[StudioIconKey];

/** Each studio's icon, for navigation, cards and filters. */
export const STUDIO_ICONS = Object.fromEntries(
  SERVICE_SLUGS.map((service) => [service, ICON_OF_KEY[STUDIOS[service].icon]]),
) as Record<ServiceSlug, StudioIcon>;
