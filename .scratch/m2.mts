import sharp from 'sharp';
import { readFile } from 'node:fs/promises';
import { lookAtPerson } from '/work/wt/photos/server/engines/local/person-look';
import { measurePerson, personProblem } from '/work/wt/photos/server/engines/local/person-check';
import { decodeModelPhoto } from '/work/wt/photos/server/engines/local/image-io';
const src = await readFile('/work/wt/photos/node_modules/@vladmandic/face-api/demo/sample6.jpg');
const two = await sharp(src).extract({left:100, top:150, width:950, height:1387}).jpeg({quality:92}).toBuffer();
for (const w of [0.5, 0.55]) {
  const b = await sharp(two).extract({left:0, top:0, width: Math.round(950*w), height:1387}).jpeg().toBuffer();
  const look = await lookAtPerson(await decodeModelPhoto(b));
  console.log(w, personProblem(look, {pose:true}), JSON.stringify(measurePerson(look)));
}
