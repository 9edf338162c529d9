/**
 * The hairstyle changer's module (docs/studios.md "Hairstyle changer"): the local engine (a
 * recolour under the hair found around the face; server/engines/local/hair/README.md) or fal's
 * hair models, given the portrait, the painted mask, the template, the description and the
 * colour. Before the charge it checks that the portrait shows one usable face, that a mask is
 * the portrait's size, and, on the local engine, that a colour is chosen: without one the
 * preview engine would hand the photo back unchanged.
 */
import { createReplicateHairEngine } from '../engines/replicate/replicate-engines';
import { replicateConnection } from '../engines/replicate/replicate-connection';
import type { FieldIssue } from '../../common/studios/field-issues';
import type { EngineLabel } from '../engines/engine';
import { falConnection } from '../engines/fal/fal-connection';
import { createFalHairEngine } from '../engines/fal/fal-hair-engine';
import type { HairEngine } from '../engines/hair-engine';
import { checkOneFace, MIN_FACE_PX } from '../engines/local/faces';
import { createLocalHairEngine } from '../engines/local/hair/hair-engine';
import { uprightSize } from '../engines/local/image-io';
import { InputRefusal, type StudioJob, type StudioModule } from './studio-module';

type HairJob = StudioJob<'hairstyle-changer'>;

async function problemsOf({ inputs, params }: HairJob, engine: EngineLabel) {
  const issues: Record<string, FieldIssue> = {};
  const face = await checkOneFace(inputs.image.bytes);
  if (face)
    issues.image = face === 'face_too_small' ? { code: face, min: MIN_FACE_PX } : { code: face };
  if (inputs.mask) {
    const [photo, mask] = await Promise.all([
      uprightSize(inputs.image.bytes),
      uprightSize(inputs.mask.bytes),
    ]);
    if (photo.width !== mask.width || photo.height !== mask.height) {
      issues.mask = { code: 'not_same_size', ...photo };
    }
  }
  if (engine.name === 'local' && !params.hair_color) issues.hair_color = { code: 'required' };
  return issues;
}

export const HAIRSTYLE_CHANGER_MODULE: StudioModule<'hairstyle-changer', HairEngine> = {
  service: 'hairstyle-changer',
  engines: {
    local: () => createLocalHairEngine(),
    fal: (context) => createFalHairEngine(falConnection(context)),
    replicate: (context) => createReplicateHairEngine(replicateConnection(context)),
  },
  async check(job, engine) {
    const issues = await problemsOf(job, engine);
    if (Object.keys(issues).length > 0) throw new InputRefusal(issues);
  },
  run: (engine, { inputs, params }, run) =>
    engine.changeHair(
      {
        image: inputs.image,
        mask: inputs.mask,
        hairstyle: params.hairstyle,
        prompt: params.prompt,
        colour: params.hair_color,
      },
      run,
    ),
};
