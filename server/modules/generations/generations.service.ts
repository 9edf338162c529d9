/**
 * The generation requests and the history (server/modules/generations/README.md): create a
 * generation of any studio, regenerate, read, list, delete, share. Inputs are checked and
 * stored before the one transaction that debits, records the generation and enqueues its job.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  Generation,
  GenerationListQuery,
  GenerationListResponse,
  GenerationService,
  GenerationStatus,
  SharedGeneration,
} from '../../../common/contracts/generations';
import type { StudioFacts } from '../../../common/studios/studio';
import { isServiceSlug, STUDIOS, type ServiceSlug } from '../../../common/studios/studios';
import type { PlanId } from '../../../common/plans';
import type { Storage } from '../../adapters/storage/storage';
import type { Clock } from '../../clock';
import type { EngineLabel } from '../../engines/engine';
import { InputRefusal, ParamsRefusal, type StudioLabel } from '../../studios/studio-module';
import type { UserRecord } from '../auth/user.model';
import { decodeCursor, encodeCursor } from './generation-cursor';
import {
  generationNotFound,
  generationNotShareable,
  generationRunning,
  idempotencyKeyInProgress,
  inputsRefused,
  invalidParams,
  InsufficientCreditsError,
  studioNotAvailable,
  unknownStudio,
} from './generation-errors';
import type { GenerationInputs, InputSource, PreparedInput } from './generation-inputs.service';
import type { GenerationView } from './generation-view';
import { checkParamsAgainstPlan, planInForce } from './plan-gates';
import { createIdempotency, requestHashOf } from './idempotency';
import type { Claim, IdempotencyKeysRepository } from './idempotency-keys.repository';
import type {
  CreateOutcome,
  EnqueueInTransaction,
  GenerationRecord,
  GenerationsRepository,
  NewGenerationRecord,
} from './generations.repository';
import type { StudioRequest } from './studio-request';

export type { EngineLabel };

/**
 * The engine each studio that takes generations runs on, with the studio's request check; the
 * others have none.
 */
export type StudioEngineLabels = Partial<Record<ServiceSlug, StudioLabel>>;

/** The job side as the requests see it: enqueue in the transaction, wake after the commit. */
export interface GenerationJobsPort {
  enqueue: EnqueueInTransaction;
  wake(service: GenerationService): void;
}

export interface GenerationsServiceDependencies {
  repository: GenerationsRepository;
  keys: IdempotencyKeysRepository;
  inputs: GenerationInputs;
  storage: Storage;
  view: GenerationView;
  jobs: GenerationJobsPort;
  engines: StudioEngineLabels;
  /** The time a request's plan is read at (a paid plan ends with its period). */
  clock: Clock;
  logger: FastifyBaseLogger;
}

/** The answer to a create or regenerate request. */
export interface Created {
  generation: Generation;
  replayed: boolean;
}

/**
 * History filters (docs/product-rules.md#generation-record) onto statuses: Processing includes the
 * queued ones.
 */
const STATUSES_OF_FILTER: Record<string, readonly GenerationStatus[]> = {
  completed: ['success'],
  processing: ['queued', 'processing'],
  failed: ['failed'],
};

const SHARE_TOKEN_BYTES = 18;

const describeSource = (source: InputSource) =>
  source.kind === 'file'
    ? { file: createHash('sha256').update(source.bytes).digest('hex') }
    : { [source.kind]: source.id };

export function createGenerationsService(deps: GenerationsServiceDependencies) {
  const { repository, keys, inputs, storage, view, jobs, engines, clock, logger } = deps;
  const idempotency = createIdempotency({ keys, generations: repository });

  /** The studio's engine; a studio of the registry without a module takes no generations. */
  function engineFor(service: GenerationService): StudioLabel {
    const engine = engines[service];
    if (!engine) throw studioNotAvailable(service);
    return engine;
  }

  /** Refuses early, before files are stored, when the balance surely cannot pay. */
  function checkBalance(user: UserRecord, cost: number): void {
    if (user.credits < cost) throw new InsufficientCreditsError(user.credits, cost);
  }

  /** Turns the transaction's outcome into the record, or the error that answers the request. */
  function createdOrThrow(outcome: CreateOutcome, cost: number): GenerationRecord {
    switch (outcome.outcome) {
      case 'created':
        return outcome.record;
      case 'insufficient_credits':
        throw new InsufficientCreditsError(outcome.balance, cost);
      case 'claim_lost':
        throw idempotencyKeyInProgress();
      case 'source_gone':
        throw generationNotFound();
    }
  }

  async function queue(
    values: Omit<NewGenerationRecord, 'engine' | 'quality' | 'creditsCharged'> & {
      userId: string;
      service: GenerationService;
      planId: PlanId;
    },
    claim: Claim,
    lockSourceId?: string,
  ): Promise<GenerationRecord> {
    const { name, quality } = engineFor(values.service);
    const { cost } = STUDIOS[values.service];
    const outcome = await repository.createQueued(
      { ...values, engine: name, quality, creditsCharged: cost },
      claim,
      jobs.enqueue,
      { lockSourceId },
    );
    return createdOrThrow(outcome, cost);
  }

  /** The studio's own look at the request before anything is stored or charged. */
  async function checkRequest(
    service: GenerationService,
    prepared: ReadonlyMap<string, PreparedInput>,
    params: unknown,
  ): Promise<void> {
    const { check } = engineFor(service);
    if (!check) return;
    const images = [...prepared].map(([field, { bytes, contentType, sampleId }]) => [
      field,
      { bytes, contentType, sample: sampleId !== null },
    ]);
    try {
      await check({ inputs: Object.fromEntries(images), params });
    } catch (error) {
      if (error instanceof ParamsRefusal) throw invalidParams(error.issues);
      throw error instanceof InputRefusal ? inputsRefused(error.issues, error.code) : error;
    }
  }

  function answer({ record, replayed }: { record: GenerationRecord; replayed: boolean }): Created {
    if (!replayed) jobs.wake(record.service);
    return { generation: view.owner(record), replayed };
  }

  /** Best effort: a file left behind wastes space, but must not hide what got here. */
  async function removeFiles(keys: Array<string | null>): Promise<void> {
    const deletions = keys.flatMap((key) => (key ? [storage.delete(key)] : []));
    for (const result of await Promise.allSettled(deletions)) {
      if (result.status === 'rejected') {
        logger.error({ err: result.reason }, 'could not delete a generation file');
      }
    }
  }

  return {
    /**
     * The studio a POST /api/ai/<service> names, if it takes generations: 404 for a name the
     * registry does not know, 501 for a studio without an engine module yet.
     */
    acceptingStudio(service: string): ServiceSlug {
      if (!isServiceSlug(service)) throw unknownStudio(service);
      engineFor(service);
      return service;
    },

    async create(user: UserRecord, key: string, request: StudioRequest): Promise<Created> {
      const { service, params } = request;
      const studio: StudioFacts = STUDIOS[service];
      engineFor(service);
      // The parameters and the inputs by field: try-on's keys stay those of its first requests.
      const described = Object.entries(request.inputs).flatMap(([field, source]) =>
        source ? [[field, describeSource(source)]] : [],
      );
      const hash = requestHashOf({ service, ...params, ...Object.fromEntries(described) });
      const keyed = await idempotency.once(user.id, key, hash, async (claim) => {
        // Read now and kept on the row: the run applies the gates of the plan it was asked on.
        const planId = planInForce(user, clock());
        checkParamsAgainstPlan(params, planId);
        checkBalance(user, studio.cost);
        const prepared = new Map<string, PreparedInput>();
        for (const { field, role, samples } of studio.inputs) {
          const source = request.inputs[field];
          if (source)
            prepared.set(field, await inputs.prepare(user.id, { role, field, samples, source }));
        }
        await checkRequest(service, prepared, params);
        const stored = [];
        for (const input of prepared.values()) stored.push(await inputs.keep(user.id, input));
        return queue({ userId: user.id, service, params, inputs: stored, planId }, claim);
      });
      return answer(keyed);
    },

    /** A new generation with the same inputs and parameters, charged again. */
    async regenerate(user: UserRecord, key: string, sourceId: string): Promise<Created> {
      const source = await repository.findOwned(user.id, sourceId);
      if (!source) throw generationNotFound();
      const hash = requestHashOf({ regenerate: source.id });
      const keyed = await idempotency.once(user.id, key, hash, async (claim) => {
        const planId = planInForce(user, clock());
        const { service, params, inputs: stored } = source;
        checkParamsAgainstPlan(params, planId);
        checkBalance(user, STUDIOS[service].cost);
        return queue(
          { userId: user.id, service, params, inputs: stored, planId },
          claim,
          source.id,
        );
      });
      return answer(keyed);
    },

    async get(userId: string, id: string): Promise<Generation> {
      const record = await repository.findOwned(userId, id);
      if (!record) throw generationNotFound();
      return view.owner(record);
    },

    async list(userId: string, query: GenerationListQuery): Promise<GenerationListResponse> {
      const filter = {
        service: query.service,
        statuses: query.status ? STATUSES_OF_FILTER[query.status] : undefined,
      };
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      // One row more than asked tells whether another page follows.
      const [rows, total] = await Promise.all([
        repository.page(userId, filter, after, query.limit + 1),
        repository.count(userId, filter),
      ]);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map((row) => view.owner(row)),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.exactCreatedAt, id: last.id })
            : null,
        total,
      };
    },

    /** Deletes a finished generation and the files no other generation of the user uses. */
    async remove(userId: string, id: string): Promise<void> {
      const deleted = await repository.deleteFinishedOwned(userId, id);
      if (!deleted) {
        throw (await repository.findOwned(userId, id)) ? generationRunning() : generationNotFound();
      }
      const unused: string[] = [];
      for (const input of deleted.inputs) {
        if (!(await repository.isInputInUse(userId, input.storageKey)))
          unused.push(input.storageKey);
      }
      await removeFiles([deleted.resultKey, deleted.thumbnailKey, ...unused]);
    },

    /** Turns the public link on (a new one each time it is turned on) or off. */
    async setShared(userId: string, id: string, shared: boolean): Promise<Generation> {
      const record = await repository.findOwned(userId, id);
      if (!record) throw generationNotFound();
      // PUT is idempotent: turning on what is on keeps its link.
      if (record.shared === shared) return view.owner(record);
      const token = shared ? randomBytes(SHARE_TOKEN_BYTES).toString('base64url') : null;
      const updated = await repository.setShared(userId, id, token);
      if (!updated) throw generationNotShareable();
      return view.owner(updated);
    },

    async sharedResult(token: string): Promise<SharedGeneration> {
      const record = await repository.findShared(token);
      if (!record?.shareToken || record.status !== 'success') throw generationNotFound();
      return view.shared({ ...record, shareToken: record.shareToken });
    },
  };
}
export type GenerationsService = ReturnType<typeof createGenerationsService>;
