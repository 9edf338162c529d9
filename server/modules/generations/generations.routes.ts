/**
 * The signed-in user's generations (common/contracts/generations.ts): POST /api/ai/:service for
 * every studio and POST …/regenerate (both need an Idempotency-Key), the history (GET, DELETE)
 * and sharing. Another user's generation answers 404, never 403, so ids reveal nothing.
 */
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createGenerationResponseSchema,
  GENERATION_REQUEST_ERRORS,
  generationListQuerySchema,
  generationListResponseSchema,
  generationSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  insufficientCreditsErrorSchema,
  shareRequestSchema,
} from '../../../common/contracts/generations';
import { batchTryOnResponseSchema, isBatchBody } from '../../../common/contracts/batch-tryon';
import { MAX_UPLOAD_BYTES } from '../../../common/media';
import { STUDIOS_IN_ORDER } from '../../../common/studios/studios';
import type { AttemptLimiter } from '../../http/attempt-limiter';
import { publicApi } from '../api-tokens/public-api';
import {
  GENERATION_UPLOADS_PER_ACCOUNT,
  GENERATION_UPLOADS_PER_IP,
  isMultipart,
  uploadLimits,
} from '../assets/upload-limits';
import { type AuthGuards, signedInUser } from '../auth/auth.guards';
import { InsufficientCreditsError } from './generation-errors';
import type { BatchTryOn, CreatedBatch } from './batch-tryon.service';
import type { Created, GenerationsService } from './generations.service';
import { idempotencyKeyOf } from './idempotency';
import { readStudioRequest } from './studio-request';

export interface GenerationsRoutesOptions {
  generations: GenerationsService;
  batch: BatchTryOn;
  guards: AuthGuards;
  attempts: AttemptLimiter;
}

const docs = (summary: string) => ({
  tags: ['generations'],
  summary,
  security: [{ bearerAuth: [] }],
});
const idParamsSchema = z.object({ id: z.uuid() });
const serviceParamsSchema = z.object({ service: z.string().max(64) });

/** The most files one request may carry: the studio taking the most inputs. */
const MAX_INPUT_FILES = Math.max(...STUDIOS_IN_ORDER.map((studio) => studio.inputs.length));
/** A parameter field's longest value, in bytes: a 1000-character prompt in Vietnamese. */
const MAX_FIELD_BYTES = 8 * 1024;
/** The most fields one request may carry: parameters, ids and the odd extra. */
const MAX_FIELDS = 64;
const createdResponses = {
  200: createGenerationResponseSchema,
  202: createGenerationResponseSchema,
  402: insufficientCreditsErrorSchema,
};
/** Try-on's route also answers a batch (common/contracts/batch-tryon.ts). */
const createdOrBatchResponses = {
  200: z.union([createGenerationResponseSchema, batchTryOnResponseSchema]),
  202: z.union([createGenerationResponseSchema, batchTryOnResponseSchema]),
  402: insufficientCreditsErrorSchema,
};

/** What a create answers: its body, and whether it replays a key's earlier answer. */
interface Answer {
  body: object;
  replayed: boolean;
}

const oneGeneration = async (created: Promise<Created>): Promise<Answer> => {
  const { generation, replayed } = await created;
  return { body: { generation }, replayed };
};

const aBatch = async (created: Promise<CreatedBatch>): Promise<Answer> => {
  const { batchId, generations, replayed } = await created;
  return { body: { batch_id: batchId, generations }, replayed };
};

/** 202 for a new generation, 200 for a replayed key; the 402 carries the spec's numbers. */
async function answerCreated(reply: FastifyReply, create: () => Promise<Answer>) {
  try {
    const { body, replayed } = await create();
    if (replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    return await reply.code(replayed ? 200 : 202).send(body);
  } catch (error) {
    if (!(error instanceof InsufficientCreditsError)) throw error;
    const { balance, cost, shortage, detail } = error;
    const code = GENERATION_REQUEST_ERRORS.insufficientCredits;
    return reply.code(402).send({ code, detail, balance, cost, shortage });
  }
}

export const generationsRoutes: FastifyPluginAsyncZod<GenerationsRoutesOptions> = async (
  app,
  options,
) => {
  const { generations, batch, guards, attempts } = options;
  const limits = uploadLimits(attempts, {
    perAccount: GENERATION_UPLOADS_PER_ACCOUNT,
    perIp: GENERATION_UPLOADS_PER_IP,
    counts: isMultipart,
  });
  app.addHook('onRequest', guards.requireUser);
  // Registered in this plugin only: a studio's image files and its parameters.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_INPUT_FILES,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
    },
  });

  app.post(
    '/api/ai/:service',
    {
      config: { ...publicApi({ serviceParam: 'service' }), ...limits.config },
      preHandler: limits.preHandler,
      schema: {
        ...docs(
          'Queue a generation of a studio (GET /api/studios describes each one’s inputs and ' +
            'parameters): each input as a file, `<field>_asset_id` or `<field>_sample_id`; ' +
            'header Idempotency-Key required. 501 studio_not_available for a studio without ' +
            'an engine yet. virtual-tryon also takes a batch: JSON `{ category, models: [...], ' +
            'garments: [...] }` (each `{ asset_id }` or `{ sample_id }`), on plans with batch ' +
            'processing, answered `{ batch_id, generations }`; 403 plan_limit without',
        ),
        params: serviceParamsSchema,
        consumes: ['multipart/form-data', 'application/json'],
        response: createdOrBatchResponses,
      },
    },
    async (request, reply) => {
      const service = generations.acceptingStudio(request.params.service);
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
      const user = signedInUser(request);
      if (service === 'virtual-tryon' && !request.isMultipart() && isBatchBody(request.body)) {
        const body = request.body as Record<string, unknown>;
        return answerCreated(reply, () => aBatch(batch.create(user, key, body)));
      }
      const studioRequest = await readStudioRequest(request, service);
      return answerCreated(reply, () =>
        oneGeneration(generations.create(user, key, studioRequest)),
      );
    },
  );

  app.post(
    '/api/generations/:id/regenerate',
    {
      schema: {
        ...docs('A new generation with the same inputs, charged again; Idempotency-Key required'),
        params: idParamsSchema,
        response: createdResponses,
      },
    },
    (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
      return answerCreated(reply, () =>
        oneGeneration(generations.regenerate(signedInUser(request), key, request.params.id)),
      );
    },
  );

  app.get(
    '/api/generations',
    {
      config: publicApi(),
      schema: {
        ...docs('The signed-in user’s generations, newest first'),
        querystring: generationListQuerySchema,
        response: { 200: generationListResponseSchema },
      },
    },
    (request) => generations.list(signedInUser(request).id, request.query),
  );

  app.get(
    '/api/generations/:id',
    {
      config: publicApi(),
      schema: {
        ...docs('One generation'),
        params: idParamsSchema,
        response: { 200: generationSchema },
      },
    },
    (request) => generations.get(signedInUser(request).id, request.params.id),
  );

  app.delete(
    '/api/generations/:id',
    {
      schema: { ...docs('Delete a finished generation and its files'), params: idParamsSchema },
    },
    async (request, reply) => {
      await generations.remove(signedInUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/generations/:id/share',
    {
      schema: {
        ...docs('Turn the public link of a successful result on or off'),
        params: idParamsSchema,
        body: shareRequestSchema,
        response: { 200: generationSchema },
      },
    },
    (request) =>
      generations.setShared(signedInUser(request).id, request.params.id, request.body.shared),
  );
};
