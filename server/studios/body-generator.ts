/**
 * The body generator's module (docs/studios.md "Body generator"): the local parametric
 * mannequin (server/engines/local/body/README.md) or fal's FLUX models, each given the
 * measurements, the look and, when one came, the face photo. Before the charge, a face photo
 * must show one usable face.
 */
import { createReplicateBodyEngine } from '../engines/replicate/replicate-engines';
import { replicateConnection } from '../engines/replicate/replicate-connection';
import type { BodyEngine, BodyInput } from '../engines/body-engine';
import { falConnection } from '../engines/fal/fal-connection';
import { createFalBodyEngine } from '../engines/fal/fal-body-engine';
import { createLocalBodyEngine } from '../engines/local/body/body-engine';
import { checkOneFace, MIN_FACE_PX } from '../engines/local/faces';
import { InputRefusal, type StudioJob, type StudioModule } from './studio-module';

/** The engine's input of a generation. */
export function bodyInputOf({ inputs, params }: StudioJob<'body-generator'>): BodyInput {
  return {
    gender: params.gender,
    heightCm: params.height_cm,
    weightKg: params.weight_kg,
    age: params.age,
    bodyType: params.body_type,
    skinTone: params.skin_tone,
    aspectRatio: params.aspect_ratio,
    prompt: params.prompt,
    face: inputs.face,
  };
}

export const BODY_GENERATOR_MODULE: StudioModule<'body-generator', BodyEngine> = {
  service: 'body-generator',
  engines: {
    local: () => createLocalBodyEngine(),
    fal: (context) => createFalBodyEngine(falConnection(context)),
    replicate: (context) => createReplicateBodyEngine(replicateConnection(context)),
  },
  async check({ inputs }) {
    if (!inputs.face) return;
    const problem = await checkOneFace(inputs.face.bytes);
    if (!problem) return;
    const issue =
      problem === 'face_too_small' ? { code: problem, min: MIN_FACE_PX } : { code: problem };
    throw new InputRefusal({ face: issue });
  },
  run: (engine, job, run) => engine.generate(bodyInputOf(job), run),
};
