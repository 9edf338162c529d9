import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './manifest/manifest';
import { devApiProxy } from './scripts/dev-api-proxy';
import { chakraGlobalCss } from './scripts/vite-plugin-chakra-global-css';
import { precompress } from './scripts/vite-plugin-precompress';
import { preloadLocales } from './scripts/vite-plugin-preload-locales';
import { DEFAULT_LANGUAGE, SHELL_NAMESPACES } from './src/lib/i18n/languages';

/** The API server `npm run dev` starts beside Vite; Vite proxies API calls to it. */
const DEV_API_ORIGIN = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  plugins: [
    react(),
    chakraGlobalCss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'workers',
      filename: 'sw.ts',
      // An update waits for the user: it must never reload a page with unsaved work
      // (docs/architecture.md#updates).
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      includeAssets: [
        'favicon.ico',
        'icons/icon.svg',
        'icons/apple-touch-icon-180x180.png',
        'robots.txt',
      ],
      injectManifest: {
        // Icons and the manifest come in through includeAssets and the manifest's own icons;
        // the service pages' pictures are precached so those pages open offline unseen, and
        // the try-on samples (~420 KB) so the studio offers them offline even if never opened;
        // the person model and TensorFlow.js's wasm (~1 MB) so image editing removes a
        // background on the device offline (docs/studios.md "Image editing").
        globPatterns: [
          '**/*.{js,css,html}',
          'samples/services/**/*.{webp,png,jpg}',
          'samples/{models,garments}/*.webp',
          'models/selfie.{json,bin}',
          'assets/*.wasm',
        ],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    preloadLocales(SHELL_NAMESPACES.map((name) => `src/locales/${DEFAULT_LANGUAGE}/${name}.json`)),
    precompress(),
  ],
  worker: { format: 'es' },
  optimizeDeps: { include: ['comlink', 'browser-image-compression'] },
  server: {
    port: 5173,
    proxy: {
      '/api': devApiProxy(DEV_API_ORIGIN, { changeOrigin: true }),
      // /auth/* is an API for POST and a page for GET (docs/architecture.md#http-api-conventions):
      // only proxy non-navigations.
      '/auth': devApiProxy(DEV_API_ORIGIN, {
        bypass: (req) =>
          req.method === 'GET' && req.headers.accept?.includes('text/html') ? req.url : undefined,
      }),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 30,
            },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|react-router-dom)[\\/]/,
              priority: 25,
            },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 15 },
            // Everything else the entry imports statically, in one file: without it, the shell
            // came as ~30 files of a few hundred bytes, each a round trip on HTTP/1.1. Only what
            // the entry needs: code only a lazy page uses stays with that page.
            { name: 'shell', tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
});
