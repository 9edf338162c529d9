/**
 * The local try-on on real photos (docs/photo-check.md): for each crop of the face-api
 * package's demo pictures, the photo check's answer and, on the photos it accepts, the engine
 * checks — the share of the face changed, of the pixels off the person changed, of the torso
 * covered by opaque garment and under a half-transparent one — and the time of one job. The
 * crops are made in memory; nothing is written.
 *
 * `npm run bench -- try-on`, or on its own: `node --import tsx tests/bench/tryon-photos.bench.ts`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeModelPhoto } from '../../server/engines/local/image-io';
import { measurePerson, personProblem } from '../../server/engines/local/person-check';
import { lookAtPerson } from '../../server/engines/local/person-look';
import { dressPhoto } from '../../server/engines/local/tryon-engine';
import {
  GOOD_CROPS,
  PERSON_CROPS,
  personCrop,
  type PersonCropName,
} from '../server/helpers/real-photos';
import { measureTryOn } from '../server/helpers/tryon-metrics';
import type { Figure } from './harness';

const GARMENT = path.join(
  import.meta.dirname,
  '../../public/samples/garments/garment-breton-tee.webp',
);
const percent = (share: number) => Math.round(share * 1000) / 10;

export async function tryOnPhotos(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const garment = await readFile(GARMENT);
  const run = { onPhase: async () => {}, signal: new AbortController().signal };
  for (const name of Object.keys(PERSON_CROPS) as PersonCropName[]) {
    const bytes = await personCrop(name);
    const look = await lookAtPerson(await decodeModelPhoto(bytes));
    const answer = personProblem(look, { pose: true }) ?? 'accepted';
    const { torsoShare, shouldersPerTorso } = measurePerson(look);
    console.log(
      `  ${name}: ${answer} (torso ${torsoShare?.toFixed(2) ?? '–'} of the long edge, ` +
        `shoulders ${shouldersPerTorso?.toFixed(2) ?? '–'} of the torso)`,
    );
    if (!(GOOD_CROPS as readonly string[]).includes(name)) continue;
    const started = performance.now();
    const dressed = await dressPhoto(
      {
        model: { bytes, contentType: 'image/jpeg' },
        garment: { bytes: garment, contentType: 'image/webp' },
        category: 'tops',
      },
      run,
    );
    const ms = Math.round(performance.now() - started);
    const measures = await measureTryOn(dressed);
    figures.push(
      {
        name: `${name}: face changed`,
        value: percent(measures.faceChanged),
        unit: '%',
        goal: { op: '<', value: 5 },
      },
      {
        name: `${name}: changed off the person`,
        value: percent(measures.outsideChanged),
        unit: '%',
        goal: { op: '<', value: 1 },
      },
      {
        name: `${name}: torso covered, opaque`,
        value: percent(measures.torsoCovered),
        unit: '%',
        goal: { op: '>=', value: 75 },
      },
      {
        name: `${name}: torso half-transparent`,
        value: percent(measures.torsoTranslucent),
        unit: '%',
        goal: { op: '<', value: 6 },
      },
      { name: `${name}: one job`, value: ms, unit: 'ms' },
    );
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printFigures } = await import('./harness');
  printFigures('Local try-on on real photos', await tryOnPhotos());
}
