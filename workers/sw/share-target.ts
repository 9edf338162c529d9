/**
 * The manifest's share target: an image shared to the installed app arrives here as a
 * multipart POST. It is kept in Cache Storage (readable by the page, see
 * src/lib/pwa/shared-image.ts) and the app opens the page where the user picks its studio.
 */
/// <reference lib="webworker" />
import { RUNTIME_CACHES, SHARE_TARGET } from '../../common/pwa';
import { PATHS } from '../../common/routes';

declare const self: ServiceWorkerGlobalScope;

/** Why the chooser has no image; it says so instead of showing an empty page. */
export type ShareFailure = 'no-image' | 'storage';

function chooser(failure?: ShareFailure): Response {
  const url = new URL(PATHS.shareTarget, self.location.origin);
  if (failure) url.searchParams.set('error', failure);
  // 303: the browser follows with a GET (the chooser page), so a reload never posts again.
  return Response.redirect(url.href, 303);
}

export async function receiveSharedImage(request: Request): Promise<Response> {
  let image: File | undefined;
  try {
    const form = await request.formData();
    image = form
      .getAll(SHARE_TARGET.fileField)
      .find((value): value is File => value instanceof File && value.type.startsWith('image/'));
  } catch {
    return chooser('no-image');
  }
  if (!image) return chooser('no-image');
  try {
    const cache = await caches.open(RUNTIME_CACHES.sharedImage);
    await cache.put(
      SHARE_TARGET.cacheKey,
      new Response(image, {
        headers: {
          'content-type': image.type,
          [SHARE_TARGET.fileNameHeader]: encodeURIComponent(image.name),
        },
      }),
    );
  } catch {
    return chooser('storage');
  }
  return chooser();
}
