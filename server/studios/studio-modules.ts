/**
 * The studios that take generations: each one's server module, by slug. A studio of the
 * registry (common/studios/) that is not listed here is shown by GET /api/studios but refused
 * by its route with 501 studio_not_available (docs/studios.md "Adding a studio").
 */
import { BODY_GENERATOR_MODULE } from './body-generator';
import { HAIRSTYLE_CHANGER_MODULE } from './hairstyle-changer';
import { IMAGE_TO_VIDEO_MODULE } from './image-to-video';
import { IMAGE_EDITING_MODULE } from './image-editing';
import type { AnyStudioModule } from './studio-module';
import { VIRTUAL_TRYON_MODULE } from './virtual-tryon';

export const STUDIO_MODULES: readonly AnyStudioModule[] = [
  VIRTUAL_TRYON_MODULE,
  BODY_GENERATOR_MODULE,
  IMAGE_TO_VIDEO_MODULE,
  HAIRSTYLE_CHANGER_MODULE,
  IMAGE_EDITING_MODULE,
];
