/**
 * Signed, expiring URLs for a generation's files (its inputs, result and thumbnail), in the
 * manner of the asset library's (assets/media-urls.ts): an <img> cannot send a token, so the URL
 * carries the permission. `/media/generations/<id>/<variant>?exp=<unix s>&sig=<HMAC-SHA256>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { INPUT_ROLES } from '../../../common/contracts/generations';
import type { Clock } from '../../clock';
import { MEDIA_URL_TTL_S } from '../assets/media-urls';

export const GENERATION_MEDIA_VARIANTS = ['result', 'thumbnail', 'poster', ...INPUT_ROLES] as const;
export type GenerationMediaVariant = (typeof GENERATION_MEDIA_VARIANTS)[number];

/** Expiry rounded up to this step, in s, so URLs fetched twice within it are equal (caching). */
const EXPIRY_STEP_S = 300;

export function createGenerationMediaUrls(serverSecret: string, clock: Clock) {
  // A key of its own: such a signature never passes for an asset URL, a JWT or a code hash.
  const key = createHmac('sha256', serverSecret).update('generation-media-url/v1').digest();
  const signatureOf = (id: string, variant: GenerationMediaVariant, expires: number) =>
    createHmac('sha256', key).update(`${id}/${variant}/${expires}`).digest('base64url');
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  return {
    sign(id: string, variant: GenerationMediaVariant): string {
      const expires = Math.ceil((nowSeconds() + MEDIA_URL_TTL_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
      return `/media/generations/${id}/${variant}?exp=${expires}&sig=${signatureOf(id, variant, expires)}`;
    },

    /** True when `sig` was made here for this id, variant and `exp`, and `exp` is not past. */
    verify(id: string, variant: GenerationMediaVariant, exp?: string, sig?: string): boolean {
      if (!exp || !/^\d{1,12}$/.test(exp) || !sig) return false;
      const expected = Buffer.from(signatureOf(id, variant, Number(exp)));
      const given = Buffer.from(sig);
      return (
        given.length === expected.length &&
        timingSafeEqual(given, expected) &&
        Number(exp) >= nowSeconds()
      );
    },
  };
}
export type GenerationMediaUrls = ReturnType<typeof createGenerationMediaUrls>;
