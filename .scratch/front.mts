import sharp from 'sharp';
import { readFile } from 'node:fs/promises';
import { decodeModelPhoto } from '/work/wt/photos/server/engines/local/image-io';
import { refineMask } from '/work/wt/photos/server/engines/local/mask-refine';
import { segmentPerson } from '/work/wt/photos/server/engines/local/person-segmentation';
import { detectBodyPoints, torsoOfPoints } from '/work/wt/photos/server/engines/local/pose';
import { findHead, inFrontMask, mainPersonMask } from '/work/wt/photos/server/engines/local/in-front';
import { hairMaskFromFace } from '/work/wt/photos/server/engines/local/hair/face-hair-mask';
const demo = (n: number) => readFile(`/work/wt/photos/node_modules/@vladmandic/face-api/demo/sample${n}.jpg`);
const crops: Record<string, [number, any]> = {
  greenDress: [6, {left:100, top:300, width:560, height:1237}],
  redDress: [6, {left:600, top:180, width:460, height:1357}],
  blackTop: [3, {left:880, top:120, width:540, height:1230}],
  uniform: [1, {left:1200, top:160, width:650, height:1120}],
};
for (const name of process.argv[2]!.split(',')) {
  const [n, box] = crops[name]!;
  const photo = await decodeModelPhoto(await sharp(await demo(n)).extract(box).jpeg().toBuffer());
  const mask = await refineMask(photo, await segmentPerson(photo));
  const points = await detectBodyPoints(photo, mask);
  const torso = torsoOfPoints(points, photo);
  const body = await mainPersonMask(mask, torso);
  const face = await findHead(photo, points, torso);
  console.log(name, 'face', face?.box, face?.mesh.length);
  const hair = face ? await hairMaskFromFace(photo, body, face) : null;
  let h = 0; if (hair) for (const v of hair.data) if (v > 128) h++;
  console.log('hair px', h);
  const front = await inFrontMask(photo, body, face, points, torso, 'outerwear');
  console.log([...points.values()].map(p => `${p.part}=${Math.round(p.position[0]!)},${Math.round(p.position[1]!)}@${p.score.toFixed(2)}`).join(' '));
  const raw = (r: any) => sharp(r.data, { raw: { width: r.width, height: r.height, channels: 1 } });
  const tiles = [await raw(mask).png().toBuffer(), await raw(body).png().toBuffer(), await raw(front).png().toBuffer(), hair ? await raw(hair).png().toBuffer() : await raw(front).png().toBuffer()];
  await sharp({ create: { width: photo.width * 4, height: photo.height, channels: 3, background: '#000' } }).composite(tiles.map((t, i) => ({ input: t, left: i * photo.width, top: 0 }))).png().toBuffer().then(b => sharp(b).resize({ height: 600 }).png().toFile(`/tmp/photos/front-${name}.png`));
}
