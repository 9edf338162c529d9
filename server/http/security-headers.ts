/**
 * Security headers (helmet) with a Content-Security-Policy written for this app: a Vite-built
 * React SPA styled by Chakra/emotion, signing in with Firebase Auth, with a service worker.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { publicOriginOf, s3LocationOf } from '../adapters/storage/s3-location';
import type { Config } from '../config';

const FIREBASE_AUTH_FRAMES = ['https://*.firebaseapp.com', 'https://accounts.google.com'];

type PolicyConfig = Pick<Config, 'FIREBASE_AUTH_DOMAIN' | 'STORAGE_URL' | 'STORAGE_REDIRECT'>;

export function contentSecurityPolicy(config: PolicyConfig) {
  // A custom Firebase auth domain serves the sign-in frame from there instead of *.firebaseapp.com.
  const authDomain = config.FIREBASE_AUTH_DOMAIN ? [`https://${config.FIREBASE_AUTH_DOMAIN}`] : [];
  // With STORAGE_REDIRECT, pictures, videos and downloads come from the bucket's origin
  // (docs/storage.md#serving-media); a CSP checks the origin a redirect lands on.
  const bucket =
    config.STORAGE_REDIRECT && config.STORAGE_URL
      ? [publicOriginOf(s3LocationOf(config.STORAGE_URL))]
      : [];
  return {
    'default-src': ["'self'"],
    // Firebase Auth's popup and redirect sign-in load Google's gapi loader from apis.google.com.
    // 'wasm-unsafe-eval' lets our own WebAssembly compile (on-device background removal runs
    // TensorFlow.js's wasm backend in the media worker); it allows no JavaScript eval.
    'script-src': ["'self'", "'wasm-unsafe-eval'", 'https://apis.google.com'],
    'script-src-attr': ["'none'"],
    // emotion (Chakra) injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: and blob: are the previews and masks the app builds in the browser.
    'img-src': ["'self'", 'data:', 'blob:', ...bucket],
    'media-src': ["'self'", ...bucket],
    'font-src': ["'self'", 'data:'],
    // Firebase Auth talks to identitytoolkit/securetoken.googleapis.com and its auth domain.
    'connect-src': [
      "'self'",
      'https://*.googleapis.com',
      'https://*.firebaseapp.com',
      ...authDomain,
      ...bucket,
    ],
    'frame-src': [...FIREBASE_AUTH_FRAMES, ...authDomain],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: PolicyConfig,
): Promise<void> {
  await app.register(helmet, {
    // No helmet defaults: its upgrade-insecure-requests would break plain-http LAN testing.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // X-Frame-Options for old browsers, saying what frame-ancestors 'none' says.
    frameguard: { action: 'deny' },
    // Firebase's sign-in popup reports back through window.opener, which same-origin cuts.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Firebase API keys restricted by HTTP referrer need the origin on cross-origin calls.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
