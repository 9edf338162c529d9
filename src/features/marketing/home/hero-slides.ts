/**
 * The hero's slides: four services, each with its drawing and colours
 * (docs/product-rules.md#product-and-users).
 */
import type { ComponentType } from 'react';
import type { ServiceSlug } from '../../../../common/routes';
import { BodyArt, HairArt, TryOnArt, VideoArt } from './SlideArt';

export interface HeroSlide {
  /** Key under `home.slides` in the marketing namespace. */
  id: string;
  service: ServiceSlug;
  Art: ComponentType;
  /** Gradient colour tokens, from and to. */
  colors: readonly [string, string];
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  { id: 'tryOn', service: 'virtual-tryon', Art: TryOnArt, colors: ['brand.600', 'accent.500'] },
  { id: 'hair', service: 'hairstyle-changer', Art: HairArt, colors: ['accent.600', 'brand.500'] },
  { id: 'video', service: 'image-to-video', Art: VideoArt, colors: ['brand.700', 'brand.400'] },
  { id: 'body', service: 'body-generator', Art: BodyArt, colors: ['brand.500', 'accent.400'] },
];
