import sharp from 'sharp';
import { readFile } from 'node:fs/promises';
import { dressPhoto } from '/work/wt/photos/server/engines/local/tryon-engine';
import { personCrop } from '/work/wt/photos/tests/server/helpers/real-photos';
const garment = await readFile('/work/wt/photos/public/samples/garments/garment-camel-blazer.webp');
const d = await dressPhoto({ model: { bytes: await personCrop('uniform'), contentType: 'image/jpeg' }, garment: { bytes: garment, contentType: 'image/webp' }, category: 'outerwear' }, { onPhase: async () => {}, signal: new AbortController().signal });
const a = d.garmentAlpha;
await sharp(a.data, { raw: { width: a.width, height: a.height, channels: 1 } }).png().toFile('/tmp/photos/alpha-uniform.png');
