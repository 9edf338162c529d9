/**
 * Person segmentation with the MediaPipe selfie model (Apache-2.0, vendored in public/models with
 * its NOTICE): a soft 0–255 mask of where a person is, at the photo's size. 256 px model input, so
 * edges are soft; good enough to find the person and to keep the garment on the body.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getHumanRuntime, type TfGraphModel, type TfTensor } from './human-runtime';
import { resizeRaster, type Raster } from './raster';

/** The selfie model's square input size, in pixels. */
const SELFIE_INPUT_PX = 256;

/**
 * The vendored model (its NOTICE beside it) lives in the PWA's public folder: the server reads it
 * from disk, and the browser's media worker loads the same files from our own origin for
 * on-device background removal (docs/studios.md "Image editing").
 */
const MODEL_URL = pathToFileURL(
  path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '..',
    '..',
    '..',
    'public',
    'models',
    'selfie.json',
  ),
).href;

let model: Promise<TfGraphModel> | undefined;

function selfieModel(): Promise<TfGraphModel> {
  model ??= getHumanRuntime()
    .then(({ tf }) => tf.loadGraphModel(MODEL_URL))
    .catch((error: unknown) => {
      model = undefined;
      throw error;
    });
  return model;
}

/** Loads the model ahead of the first job (the engine's warm-up). */
export async function warmUpSegmentation(): Promise<void> {
  await selfieModel();
}

/** A 1-channel soft mask (255 = person) at the image's size; see mask-refine.ts for its edges. */
export async function segmentPerson(image: Raster): Promise<Raster> {
  const [{ tf }, net] = await Promise.all([getHumanRuntime(), selfieModel()]);
  const small = await resizeRaster(image, SELFIE_INPUT_PX, SELFIE_INPUT_PX);
  const floats = new Float32Array(small.data.length);
  for (let i = 0; i < floats.length; i++) floats[i] = small.data[i]! / 255;
  const input = tf.tensor4d(floats, [1, SELFIE_INPUT_PX, SELFIE_INPUT_PX, 3], 'float32');
  let output: TfTensor | undefined;
  try {
    const result = net.execute(input);
    output = Array.isArray(result) ? result[0] : result;
    if (!output) throw new Error('The selfie model returned no tensor');
    const values = await output.data();
    const mask = Buffer.alloc(SELFIE_INPUT_PX * SELFIE_INPUT_PX);
    for (let i = 0; i < mask.length; i++) mask[i] = Math.round(Number(values[i]) * 255);
    const small = { data: mask, width: SELFIE_INPUT_PX, height: SELFIE_INPUT_PX, channels: 1 };
    return await resizeRaster(small as Raster, image.width, image.height);
  } finally {
    input.dispose();
    output?.dispose();
  }
}

/** The bounding box of the mask's confident pixels, or null when there are too few. */
export function maskBounds(
  mask: Raster,
  threshold = 128,
  minFraction = 0.01,
): { left: number; top: number; right: number; bottom: number; area: number } | null {
  let left = mask.width;
  let top = mask.height;
  let right = -1;
  let bottom = -1;
  let area = 0;
  for (let y = 0; y < mask.height; y++) {
    const row = y * mask.width;
    for (let x = 0; x < mask.width; x++) {
      if (mask.data[row + x]! < threshold) continue;
      area++;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (area < minFraction * mask.width * mask.height) return null;
  return { left, top, right, bottom, area };
}
