/**
 * Decodes a HEIC (HEVC) picture to upright RGBA pixels with libheif compiled to wasm
 * (`heic-decode`): sharp's libvips has no HEVC decoder (docs/architecture.md#iphone-photos-heic-and-avif).
 * libheif applies the file's `irot`/`imir` transforms as it decodes, so the pixels come out
 * upright; the EXIF orientation a HEIC also carries describes the same turn and is not applied
 * again.
 *
 * The wasm decode is synchronous and takes seconds (about 10 s for a 12 MP photo on one core of
 * the machine it was measured on), so it runs in a worker thread of its own, one per picture,
 * ended when it answers: the event loop keeps serving while it decodes, and the memory of a
 * decode (about 50 MB of pixels for 12 MP) goes back when the thread ends. Callers hold an image
 * slot for it, so at most MAX_PARALLEL_IMAGE_WORK decode at once.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { MAX_DECODE_PIXELS } from '../../../common/media';
import { MEDIA_PROBLEMS, MediaError } from './media-error';

export interface RgbaPixels {
  data: Buffer;
  width: number;
  height: number;
}

type WorkerAnswer =
  | { ok: true; data: Uint8Array; width: number; height: number }
  | { ok: false; problem: 'too_large' | 'unreadable'; message: string };

/**
 * The thread's code, plain JavaScript (CommonJS) so that it runs the same under tsx, vitest and
 * any build: the sizes are read from the header (libheif parses the boxes without decoding), the
 * pixel bound checked, and only then the primary picture decoded.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.decoderPath);
(async () => {
  const images = await decode.all({ buffer: workerData.bytes });
  try {
    const image = images[0];
    if (image.width * image.height > workerData.maxPixels) {
      parentPort.postMessage({ ok: false, problem: 'too_large', message: 'over the pixel bound' });
      return;
    }
    const { data, width, height } = await image.decode();
    parentPort.postMessage({ ok: true, data, width, height }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => {
  parentPort.postMessage({ ok: false, problem: 'unreadable', message: String(error && error.message) });
});
`;

const decoderPath = createRequire(import.meta.url).resolve('heic-decode');

export function decodeHeic(bytes: Uint8Array): Promise<RgbaPixels> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { bytes, decoderPath, maxPixels: MAX_DECODE_PIXELS },
    });
    let settled = false;
    const settle = (answer: WorkerAnswer) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      if (answer.ok) {
        const data = Buffer.from(
          answer.data.buffer,
          answer.data.byteOffset,
          answer.data.byteLength,
        );
        resolve({ data, width: answer.width, height: answer.height });
      } else if (answer.problem === 'too_large') {
        reject(new MediaError(MEDIA_PROBLEMS.imageTooLarge));
      } else {
        reject(new MediaError(MEDIA_PROBLEMS.heicUnreadable, new Error(answer.message)));
      }
    };
    worker.once('message', settle);
    // A crash of the wasm (out of memory on a hostile file) is the file's fault too.
    worker.once('error', (error) =>
      settle({ ok: false, problem: 'unreadable', message: error.message }),
    );
    worker.once('exit', () =>
      settle({ ok: false, problem: 'unreadable', message: 'the decoder stopped' }),
    );
  });
}
