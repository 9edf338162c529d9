/**
 * Image editing's module (docs/studios.md "Image editing"): the local presets
 * (server/engines/local/edit/README.md) or fal's editing models, given the picture, the painted
 * mask, the description, the presets in their order and the advanced settings. Before the
 * charge it refuses what no engine could carry out: a mask not the picture's size, presets that
 * do not combine, face enhancement on a picture without a face, and, on the local engine, a
 * description it cannot follow (`needs_hosted_engine`, with the presets that work offline).
 */
import { presetsOfPrompt } from '../../common/studios/edit-prompt';
import type { FieldIssue } from '../../common/studios/field-issues';
import {
  conflictIn,
  EDIT_PRESETS,
  orderedPresets,
  type EditPreset,
} from '../../common/studios/image-editing';
import type { EditEngine } from '../engines/edit-engine';
import type { EngineLabel } from '../engines/engine';
import { falConnection } from '../engines/fal/fal-connection';
import { createFalEditEngine } from '../engines/fal/fal-edit-engine';
import { createLocalEditEngine } from '../engines/local/edit/edit-engine';
import { detectFaces } from '../engines/local/faces';
import { decodeModelPhoto, uprightSize } from '../engines/local/image-io';
import { InputRefusal, type StudioJob, type StudioModule } from './studio-module';

type EditJob = StudioJob<'image-editing'>;

/** The presets the engine will apply: the chosen ones, and on the local engine those the prompt names. */
function presetsFor({ params }: EditJob, engine: EngineLabel): EditPreset[] {
  const named = engine.name === 'local' && params.prompt ? presetsOfPrompt(params.prompt) : [];
  return orderedPresets([...params.presets, ...(named ?? [])]);
}

async function problemsOf(job: EditJob, engine: EngineLabel) {
  const { inputs } = job;
  const issues: Record<string, FieldIssue> = {};
  const presets = presetsFor(job, engine);
  const conflict = conflictIn(presets);
  if (conflict) issues.presets = { code: 'not_combinable', values: conflict };
  if (inputs.mask) {
    const [photo, mask] = await Promise.all([
      uprightSize(inputs.image.bytes),
      uprightSize(inputs.mask.bytes),
    ]);
    if (photo.width !== mask.width || photo.height !== mask.height) {
      issues.mask = { code: 'not_same_size', ...photo };
    }
  }
  if (presets.includes('face_enhancement')) {
    const faces = await detectFaces(await decodeModelPhoto(inputs.image.bytes));
    if (faces.length === 0) issues.image = { code: 'no_face' };
  }
  return issues;
}

export const IMAGE_EDITING_MODULE: StudioModule<'image-editing', EditEngine> = {
  service: 'image-editing',
  engines: {
    local: () => createLocalEditEngine(),
    fal: (context) => createFalEditEngine(falConnection(context)),
  },
  async check(job, engine) {
    // The offline engine reads only its presets' names: anything else would be charged for an
    // edit it cannot make.
    if (engine.name === 'local' && job.params.prompt && !presetsOfPrompt(job.params.prompt)) {
      throw new InputRefusal(
        { prompt: { code: 'needs_hosted_engine', values: [...EDIT_PRESETS] } },
        'needs_hosted_engine',
      );
    }
    const issues = await problemsOf(job, engine);
    if (Object.keys(issues).length > 0) throw new InputRefusal(issues);
  },
  run: (engine, { inputs, params }, run) =>
    engine.edit(
      {
        image: inputs.image,
        mask: inputs.mask,
        prompt: params.prompt,
        presets: orderedPresets(params.presets),
        strength: params.strength,
        guidanceScale: params.guidance_scale,
        steps: params.steps,
      },
      run,
    ),
};
