/**
 * Remove background on the device (docs/studios.md "Image editing", "On this device"): the
 * person mask of the MediaPipe selfie model, run by TensorFlow.js on its WebAssembly backend in
 * the media worker, becomes the picture's alpha; the result is a PNG. Free and offline: the
 * model (common/person-model.ts) and the wasm binaries come from our own origin and are
 * precached by the service worker. The same model as the server's, without the server's edge
 * refinement, so the edge is a little softer. Loaded only when first asked for (its own chunk).
 */
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import plainWasm from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import simdWasm from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import { PERSON_MODEL_INPUT_PX, PERSON_MODEL_URL } from '../../common/person-model';
import { MediaError, MEDIA_ERROR_CODES } from '../../common/media-error';

export interface CutOutImage {
  blob: Blob;
  width: number;
  height: number;
}

let ready: Promise<GraphModel> | undefined;

function personModel(): Promise<GraphModel> {
  ready ??= (async () => {
    // The threaded build needs cross-origin isolation, which the app does not have: tfjs never
    // asks for it then, so it points at the SIMD one rather than shipping a third binary.
    setWasmPaths({
      'tfjs-backend-wasm.wasm': plainWasm,
      'tfjs-backend-wasm-simd.wasm': simdWasm,
      'tfjs-backend-wasm-threaded-simd.wasm': simdWasm,
    });
    await tf.setBackend('wasm');
    await tf.ready();
    return loadGraphModel(new URL(PERSON_MODEL_URL, self.location.origin).href);
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

/** The person mask, 0–1, at the model's input size, row by row. */
async function personMask(model: GraphModel, bitmap: ImageBitmap): Promise<Float32Array> {
  const size = PERSON_MODEL_INPUT_PX;
  const canvas = new OffscreenCanvas(size, size);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0, size, size);
  const pixels = context.getImageData(0, 0, size, size).data;
  const input = new Float32Array(size * size * 3);
  for (let p = 0; p < size * size; p++)
    for (let c = 0; c < 3; c++) input[p * 3 + c] = pixels[p * 4 + c]! / 255;
  const tensor = tf.tensor4d(input, [1, size, size, 3]);
  try {
    const output = model.execute(tensor) as tf.Tensor;
    try {
      return (await output.data()) as Float32Array;
    } finally {
      output.dispose();
    }
  } finally {
    tensor.dispose();
  }
}

/** The picture (upright, as prepared for upload) with its background made transparent. */
export async function removeBackground(file: Blob): Promise<CutOutImage> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new MediaError(MEDIA_ERROR_CODES.corrupt, 'The picture cannot be read');
  });
  try {
    const mask = await personMask(await personModel(), bitmap);
    const { width, height } = bitmap;
    // The small mask, scaled up smoothly by the canvas, as the alpha of the full picture.
    const size = PERSON_MODEL_INPUT_PX;
    const small = new OffscreenCanvas(size, size);
    const smallContext = small.getContext('2d')!;
    const alpha = smallContext.createImageData(size, size);
    for (let p = 0; p < size * size; p++) alpha.data[p * 4 + 3] = Math.round(mask[p]! * 255);
    smallContext.putImageData(alpha, 0, 0);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    context.imageSmoothingQuality = 'high';
    context.drawImage(small, 0, 0, width, height);
    context.globalCompositeOperation = 'source-in';
    context.drawImage(bitmap, 0, 0);
    return { blob: await canvas.convertToBlob({ type: 'image/png' }), width, height };
  } finally {
    bitmap.close();
  }
}
