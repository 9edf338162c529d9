/**
 * Compresses what the server sends on the fly (brotli or gzip, as the browser accepts): API
 * answers such as a blog post, and any text file of the build that has no precompressed copy
 * (sw.js). The build's scripts, styles and pages are compressed once at build time and served
 * as they are (`preCompressed` in ./pwa.ts): this plugin sees their Content-Encoding and skips.
 * Registered before the routes, as @fastify/compress requires.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text, JSON, XML and scripts; never an event stream (SSE must flush each event), never bytes
 * (images, videos and downloads are compressed already and may be asked for in ranges).
 */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|^application\/javascript/;

/** Brotli's fast end: per-request compression must cost little CPU. */
const BROTLI_QUALITY = 4;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}
