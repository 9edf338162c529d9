/**
 * The web app manifest, typed. vite.config.ts hands it to vite-plugin-pwa, which writes
 * manifest.webmanifest; the icons it names are generated into public/ by `npm run icons`.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
import { SHARE_TARGET } from '../common/pwa';

export const THEME_COLOR = '#1a1033';
export const BACKGROUND_COLOR = '#ffffff';

export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Studio AI Thời Trang',
  short_name: 'Studio AI',
  description:
    'Studio AI cho cửa hàng thời trang, salon tóc và nhà sáng tạo: thử đồ ảo, đổi kiểu tóc, tạo người mẫu, chỉnh ảnh và tạo video.',
  lang: 'vi',
  dir: 'ltr',
  start_url: '/dashboard?source=pwa',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['photo', 'productivity', 'business'],
  icons: [
    { src: '/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/maskable-512x512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  // Sharing an image to the installed app opens it in a studio (workers/sw/share-target.ts).
  share_target: {
    action: SHARE_TARGET.action,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      files: [
        {
          name: SHARE_TARGET.fileField,
          accept: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/*'],
        },
      ],
    },
  },
  screenshots: [
    {
      src: '/screenshots/wide-1280x800.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Studio dashboard',
    },
    {
      src: '/screenshots/narrow-750x1334.png',
      sizes: '750x1334',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Home page on a phone',
    },
  ],
};
