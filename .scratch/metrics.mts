import { readFile } from 'node:fs/promises';
import { dressPhoto } from '/work/wt/photos/server/engines/local/tryon-engine';
import { GOOD_CROPS, personCrop } from '/work/wt/photos/tests/server/helpers/real-photos';
import { measureTryOn } from '/work/wt/photos/tests/server/helpers/tryon-metrics';
for (const [g, category] of [['garment-breton-tee','tops'],] as const) {
  const garment = await readFile(`/work/wt/photos/public/samples/garments/${g}.webp`);
  for (const name of GOOD_CROPS) {
    const d = await dressPhoto({ model: { bytes: await personCrop(name), contentType: 'image/jpeg' }, garment: { bytes: garment, contentType: 'image/webp' }, category }, { onPhase: async () => {}, signal: new AbortController().signal });
    const m = await measureTryOn(d);
    console.log(g.padEnd(28), name.padEnd(14), JSON.stringify(m, (k, v) => typeof v === 'number' ? Math.round(v * 1000) / 1000 : v));
  }
}
