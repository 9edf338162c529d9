/**
 * The body models API (common/contracts/body-models.ts): POST/GET /api/body-models, DELETE
 * /api/body-models/:id. Every route needs a signed-in user and sees only that user's models:
 * another user's model or asset answers 404, never 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bodyModelListResponseSchema,
  bodyModelSchema,
  createBodyModelSchema,
} from '../../../common/contracts/body-models';
import { type AuthGuards, signedInUser } from '../auth/auth.guards';
import type { BodyModelsService } from './body-models.service';

export interface BodyModelsRoutesOptions {
  bodyModels: BodyModelsService;
  guards: AuthGuards;
}

const docs = (summary: string) => ({
  tags: ['body models'],
  summary,
  security: [{ bearerAuth: [] }],
});

export const bodyModelsRoutes: FastifyPluginAsyncZod<BodyModelsRoutesOptions> = async (
  app,
  { bodyModels, guards },
) => {
  app.addHook('onRequest', guards.requireUser);

  app.post(
    '/api/body-models',
    {
      schema: {
        ...docs('Mark one of your images (a body generator result) as a body model'),
        body: createBodyModelSchema,
        response: { 200: bodyModelSchema, 201: bodyModelSchema },
      },
    },
    async (request, reply) => {
      const { bodyModel, created } = await bodyModels.create(
        signedInUser(request).id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(bodyModel);
    },
  );

  app.get(
    '/api/body-models',
    {
      schema: {
        ...docs('Your body models, newest first'),
        response: { 200: bodyModelListResponseSchema },
      },
    },
    (request) => bodyModels.list(signedInUser(request).id),
  );

  app.delete(
    '/api/body-models/:id',
    {
      schema: {
        ...docs('Stop using a picture as a body model (it stays in your assets)'),
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      await bodyModels.remove(signedInUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
};
