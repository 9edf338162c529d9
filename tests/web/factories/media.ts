/** What a signed media URL (`/media/…`) answers: a file's bytes. */

/**
 * A Response whose blob() is the page's own Blob (jsdom's), as a browser's would be: the app
 * puts it in its FormData, which takes only jsdom's Blobs, not the one undici's Response makes.
 */
export function mediaResponse(
  bytes: Uint8Array<ArrayBuffer> = new Uint8Array([137, 80, 78, 71]),
  type = 'image/png',
): Response {
  const blob = new Blob([bytes], { type });
  const response = new Response(blob, { status: 200, headers: { 'content-type': type } });
  return Object.assign(response, { blob: async () => blob });
}
