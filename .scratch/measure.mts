import sharp from 'sharp';
import { readFile, writeFile } from 'node:fs/promises';
import { lookAtPerson } from '/work/wt/photos/server/engines/local/person-look';
import { measurePerson, personProblem } from '/work/wt/photos/server/engines/local/person-check';
import { decodeModelPhoto } from '/work/wt/photos/server/engines/local/image-io';
const demo = (n: number) => readFile(`/work/wt/photos/node_modules/@vladmandic/face-api/demo/sample${n}.jpg`);
const crops: Record<string, [number, {left:number;top:number;width:number;height:number}]> = {
  s6A: [6, {left:100, top:300, width:560, height:1237}],
  s6B: [6, {left:600, top:180, width:460, height:1357}],
  s6D: [6, {left:1400, top:130, width:450, height:1250}],
  s1C: [1, {left:1200, top:160, width:650, height:1120}],
  s3B: [3, {left:880, top:120, width:540, height:1230}],
  s3C: [3, {left:1380, top:180, width:540, height:1170}],
  s2A: [2, {left:0, top:0, width:880, height:1367}],
  s2B: [2, {left:800, top:50, width:520, height:1300}],
  s2C: [2, {left:1180, top:20, width:740, height:1347}],
  s5B: [5, {left:700, top:30, width:450, height:900}],
  s4C: [4, {left:900, top:80, width:420, height:1300}],
  s4D: [4, {left:1250, top:80, width:620, height:1368}],
  two: [6, {left:100, top:150, width:950, height:1387}],
  bg: [3, {left:0, top:0, width:330, height:600}],
  face: [6, {left:650, top:180, width:300, height:380}],
};
const only = process.argv[2];
const extra: Record<string, () => Promise<Buffer>> = {
  small: async () => sharp(await sharp(await demo(6)).extract({left:100, top:300, width:560, height:1237}).resize(150).toBuffer()).extend({top:700,bottom:500,left:700,right:700,background:'#8a8580'}).jpeg().toBuffer(),
  g6: () => demo(6), g1: () => demo(1), g3: () => demo(3),
};

for (const name of [...Object.keys(crops), ...Object.keys(extra)]) {
  if (only && !only.split(',').includes(name)) continue;
  const bytes = crops[name] ? await sharp(await demo(crops[name][0])).extract(crops[name][1]).jpeg().toBuffer() : await extra[name]!();
  await writeFile(`/tmp/photos/c-${name}.jpg`, bytes);
  const photo = await decodeModelPhoto(bytes);
  const look = await lookAtPerson(photo);
  const p = (k: string) => { const q = look.points.get(k); return q ? `${Math.round(q.position[0]!)},${Math.round(q.position[1]!)}@${q.score.toFixed(2)}` : '-'; };
  console.log(name, `${look.width}x${look.height}`, 'share', look.personShare.toFixed(2),
    'faces', look.faces.map(f => `${Math.round(f.box.width)}@${f.score.toFixed(2)}`).join(' '));
  const m = measurePerson(look); console.log('   =>', personProblem(look,{pose:true}), JSON.stringify(m, (k,v)=> typeof v==='number'? Math.round(v*100)/100 : v));
  console.log('   ', ['nose','leftShoulder','rightShoulder','leftElbow','rightElbow','leftWrist','rightWrist','leftHip','rightHip'].map(k => `${k}=${p(k)}`).join(' '));
}
