import { writeFile } from 'node:fs/promises';
import { createLocalBodyEngine } from '/work/wt/photos/server/engines/local/body/body-engine';
import { lookAtPerson } from '/work/wt/photos/server/engines/local/person-look';
import { measurePerson, personProblem } from '/work/wt/photos/server/engines/local/person-check';
import { decodeModelPhoto } from '/work/wt/photos/server/engines/local/image-io';
const engine = createLocalBodyEngine();
for (const [gender, bt, ar] of [['female','average','3:4'],['male','athletic','2:3'],['female','curvy','1:1'],['male','slim','9:16']] as const) {
  const out = await engine.generate({ gender, heightCm: 170, weightKg: 60, age: 30, bodyType: bt, skinTone: 'tone-05', aspectRatio: ar, prompt: undefined, face: undefined } as never, { onPhase: async () => {}, signal: new AbortController().signal });
  await writeFile(`/tmp/photos/m-${gender}-${bt}.jpg`, out.bytes);
  const look = await lookAtPerson(await decodeModelPhoto(out.bytes));
  console.log(gender, bt, ar, personProblem(look, { pose: true }), JSON.stringify(measurePerson(look)));
}
