/** What a signed media URL (`/media/…`) answers: a file's bytes. */

/**
 * A Response whose blob() is the page's own Blob (jsdom's), as a browser's would be: the app
 * puts it in its FormData, which takes only jsdom's Blobs, not the one undici's Response makes.
 */
export function mediaResponse(
  bytes: Uint8Array<ArrayBuffer> = new Uint8Array([137, 80, 78, 71]),
  type = 'image/png',
): Response {
  const headers = { 'content-type': type, 'content-length': String(bytes.byteLength) };
  // Built from the bytes: undici reads a Blob body through stream(), which jsdom's lacks.
  const response = new Response(bytes, { status: 200, headers });
  const blob = new Blob([bytes], { type });
  return Object.assign(response, { blob: async () => blob });
}
