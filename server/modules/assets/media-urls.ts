/**
 * Signed, expiring URLs for stored files: an <img> or <video> cannot send the Authorization
 * header, so the URL itself carries the permission (common/contracts/assets.ts).
 * `/media/<assetId>/<variant>?exp=<unix s>&sig=<HMAC-SHA256, base64url>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock';

export const MEDIA_VARIANTS = ['file', 'thumbnail', 'poster'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];

/** How long a URL works, in seconds. */
export const MEDIA_URL_TTL_S = 3_600;
/**
 * Expiry times are rounded up to this step, in seconds, so a list fetched twice within it gives
 * the same URLs and the browser's cache (Cache-Control max-age) serves the thumbnails again.
 */
const EXPIRY_STEP_S = 300;

export function createMediaUrls(serverSecret: string, clock: Clock) {
  // A key of its own: a signature can never pass for a JWT or a verification code hash.
  const key = createHmac('sha256', serverSecret).update('media-url-signature/v1').digest();
  const signatureOf = (assetId: string, variant: MediaVariant, expires: number) =>
    createHmac('sha256', key).update(`${assetId}/${variant}/${expires}`).digest('base64url');
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  return {
    sign(assetId: string, variant: MediaVariant): string {
      const expires = Math.ceil((nowSeconds() + MEDIA_URL_TTL_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
      return `/media/${assetId}/${variant}?exp=${expires}&sig=${signatureOf(assetId, variant, expires)}`;
    },

    /** True when `sig` was made here for this asset, variant and `exp`, and `exp` is not past. */
    verify(assetId: string, variant: MediaVariant, exp?: string, sig?: string): boolean {
      if (!exp || !/^\d{1,12}$/.test(exp) || !sig) return false;
      // Compared as text: base64url decoding ignores some changes, a tampered URL must not pass.
      const expected = Buffer.from(signatureOf(assetId, variant, Number(exp)));
      const given = Buffer.from(sig);
      return (
        given.length === expected.length &&
        timingSafeEqual(given, expected) &&
        Number(exp) >= nowSeconds()
      );
    },
  };
}
export type MediaUrls = ReturnType<typeof createMediaUrls>;
