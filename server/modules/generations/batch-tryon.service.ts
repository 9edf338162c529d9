/**
 * Batch try-on (docs/studios.md "Batch try-on"): one garment on several models, or several
 * garments on one model, in one request, on plans with batch processing. Each output is a
 * generation of its own — its own debit, job, retries and refund — created together in one
 * transaction under a batch id, so a batch is charged whole or not at all and replays whole.
 */
import {
  type BatchList,
  batchCountIssues,
  batchPictureSchema,
  type BatchPicture,
} from '../../../common/contracts/batch-tryon';
import type { Generation } from '../../../common/contracts/generations';
import { validateStudioParams } from '../../../common/studios/params-schema';
import type { FieldIssue } from '../../../common/studios/field-issues';
import type { StudioInput } from '../../../common/studios/studio';
import { STUDIOS } from '../../../common/studios/studios';
import type { Clock } from '../../clock';
import type { StoredGenerationInput } from '../../db/schema';
import { InputRefusal } from '../../studios/studio-module';
import type { UserRecord } from '../auth/user.model';
import {
  generationNotFound,
  idempotencyKeyInProgress,
  inputsRefused,
  InsufficientCreditsError,
  invalidParams,
  studioNotAvailable,
} from './generation-errors';
import type { GenerationInputs, InputSource, PreparedInput } from './generation-inputs.service';
import type { GenerationView } from './generation-view';
import type { GenerationJobsPort, StudioEngineLabels } from './generations.service';
import type { GenerationsRepository } from './generations.repository';
import { createIdempotency, requestHashOf } from './idempotency';
import type { IdempotencyKeysRepository } from './idempotency-keys.repository';
import { checkBatchAllowed, planInForce } from './plan-gates';

const SERVICE = 'virtual-tryon';
const TRYON = STUDIOS[SERVICE];
const [MODEL_INPUT, GARMENT_INPUT]: readonly StudioInput[] = TRYON.inputs;

export interface BatchTryOnDependencies {
  repository: GenerationsRepository;
  keys: IdempotencyKeysRepository;
  inputs: GenerationInputs;
  view: GenerationView;
  jobs: GenerationJobsPort;
  engines: StudioEngineLabels;
  clock: Clock;
}

export interface CreatedBatch {
  batchId: string;
  generations: Generation[];
  replayed: boolean;
}

/** The request's lists and category, checked; throws the 400 naming each bad field. */
function readBatch(body: Record<string, unknown>) {
  const issues: Record<string, FieldIssue> = {};
  const lists = {} as Record<BatchList, BatchPicture[]>;
  for (const list of ['models', 'garments'] as const) {
    const parsed = batchPictureSchema.array().safeParse(body[list]);
    if (parsed.success) lists[list] = parsed.data;
    else issues[list] = body[list] === undefined ? { code: 'required' } : { code: 'not_allowed' };
  }
  const validation = validateStudioParams(SERVICE, { category: body.category });
  if (!validation.ok) Object.assign(issues, validation.issues);
  if (Object.keys(issues).length === 0) {
    Object.assign(issues, batchCountIssues(lists.models.length, lists.garments.length));
  }
  if (Object.keys(issues).length > 0 || !validation.ok) throw invalidParams(issues);
  return { ...lists, params: validation.params };
}

const sourceOf = (picture: BatchPicture): InputSource =>
  'asset_id' in picture
    ? { kind: 'asset', id: picture.asset_id }
    : { kind: 'sample', id: picture.sample_id };

export function createBatchTryOn(deps: BatchTryOnDependencies) {
  const { repository, inputs, view, jobs, engines, clock } = deps;
  const idempotency = createIdempotency({ keys: deps.keys, generations: repository });

  async function prepareAll(
    userId: string,
    input: StudioInput | undefined,
    pictures: BatchPicture[],
  ) {
    const { role, field, samples } = input!;
    const prepared: PreparedInput[] = [];
    for (const picture of pictures) {
      prepared.push(
        await inputs.prepare(userId, { role, field, samples, source: sourceOf(picture) }),
      );
    }
    return prepared;
  }

  return {
    async create(
      user: UserRecord,
      key: string,
      body: Record<string, unknown>,
    ): Promise<CreatedBatch> {
      const engine = engines[SERVICE];
      if (!engine) throw studioNotAvailable(SERVICE);
      const { models, garments, params } = readBatch(body);
      const hash = requestHashOf({ service: SERVICE, batch: { ...params, models, garments } });
      const keyed = await idempotency.once(user.id, key, hash, async (claim) => {
        const planId = planInForce(user, clock());
        checkBatchAllowed(planId);
        const total = TRYON.cost * models.length * garments.length;
        if (user.credits < total) throw new InsufficientCreditsError(user.credits, total);
        const preparedModels = await prepareAll(user.id, MODEL_INPUT, models);
        const preparedGarments = await prepareAll(user.id, GARMENT_INPUT, garments);
        const pairs = preparedModels.flatMap((model) =>
          preparedGarments.map((garment) => ({ model, garment })),
        );
        if (engine.check) {
          for (const { model, garment } of pairs) {
            try {
              await engine.check({ inputs: { model, garment }, params });
            } catch (error) {
              throw error instanceof InputRefusal ? inputsRefused(error.issues, error.code) : error;
            }
          }
        }
        // Each picture is stored once; outputs that share it share the stored copy.
        const stored = new Map<PreparedInput, StoredGenerationInput>();
        for (const input of [...preparedModels, ...preparedGarments]) {
          stored.set(input, await inputs.keep(user.id, input));
        }
        const outcome = await repository.createQueuedBatch(
          pairs.map(({ model, garment }) => ({
            userId: user.id,
            service: SERVICE,
            params,
            inputs: [stored.get(model)!, stored.get(garment)!],
            planId,
            engine: engine.name,
            quality: engine.quality,
            creditsCharged: TRYON.cost,
          })),
          claim,
          jobs.enqueue,
        );
        switch (outcome.outcome) {
          case 'created':
            return outcome.records[0]!;
          case 'insufficient_credits':
            throw new InsufficientCreditsError(outcome.balance, total);
          case 'claim_lost':
            throw idempotencyKeyInProgress();
          case 'source_gone':
            throw generationNotFound();
        }
      });
      const batchId = keyed.record.batchId;
      // A key sent first with one try-on names no batch: its request differs, so it was refused.
      if (!batchId) throw generationNotFound();
      const records = await repository.findBatch(user.id, batchId);
      if (!keyed.replayed) jobs.wake(SERVICE);
      return {
        batchId,
        generations: records.map((record) => view.owner(record)),
        replayed: keyed.replayed,
      };
    },
  };
}
export type BatchTryOn = ReturnType<typeof createBatchTryOn>;
