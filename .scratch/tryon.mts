import sharp from 'sharp';
import { readFile, writeFile } from 'node:fs/promises';
import { createLocalTryOnEngine } from '/work/wt/photos/server/engines/local/tryon-engine';
const demo = (n: number) => readFile(`/work/wt/photos/node_modules/@vladmandic/face-api/demo/sample${n}.jpg`);
const crops: Record<string, [number, {left:number;top:number;width:number;height:number}]> = {
  greenDress: [6, {left:100, top:300, width:560, height:1237}],
  redDress: [6, {left:600, top:180, width:460, height:1357}],
  uniform: [1, {left:1200, top:160, width:650, height:1120}],
  blackTop: [3, {left:880, top:120, width:540, height:1230}],
  greySlip: [2, {left:800, top:50, width:520, height:1300}],
  forearmAcross: [2, {left:1180, top:20, width:740, height:1347}],
};
const garments = (process.argv[3] ?? 'garment-breton-tee:tops').split(',').map(s => s.split(':') as [string, string]);
const engine = createLocalTryOnEngine();
const only = process.argv[2];
const tiles: Buffer[] = [];
for (const [name, [n, box]] of Object.entries(crops)) {
  if (only && only !== 'all' && !only.split(',').includes(name)) continue;
  const model = await sharp(await demo(n)).extract(box).jpeg({quality: 92}).toBuffer();
  for (const [g, category] of garments) {
    const garment = await readFile(`/work/wt/photos/public/samples/garments/${g}.webp`);
    const t0 = performance.now();
    const out = await engine.tryOn({ model: { bytes: model, contentType: 'image/jpeg' }, garment: { bytes: garment, contentType: 'image/webp' }, category: category as never }, { onPhase: async () => {}, signal: new AbortController().signal });
    console.log(name, g, Math.round(performance.now() - t0), 'ms');
    const pair = await sharp({ create: { width: box.width * 2, height: box.height, channels: 3, background: '#fff' } })
      .composite([{ input: model, left: 0, top: 0 }, { input: out.bytes, left: box.width, top: 0 }]).png().toBuffer();
    tiles.push(await sharp(pair).resize({ height: 500 }).png().toBuffer());
    await sharp(pair).resize({ height: 640 }).png().toFile(`/tmp/photos/pair-${name}-${g}.png`);
    await writeFile(`/tmp/photos/out-${name}-${g}.jpg`, out.bytes);
  }
}
// contact sheet
const metas = await Promise.all(tiles.map(t => sharp(t).metadata()));
const W = metas.reduce((s, m) => s + m.width!, 0);
let x = 0; const comp = tiles.map((t, i) => { const c = { input: t, left: x, top: 0 }; x += metas[i]!.width!; return c; });
await sharp({ create: { width: W, height: 500, channels: 3, background: '#fff' } }).composite(comp).png().toFile(`/tmp/photos/sheet-${process.argv[4] ?? 'a'}.png`);
