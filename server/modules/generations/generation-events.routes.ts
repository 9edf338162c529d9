/**
 * GET /api/generations/:id/events: Server-Sent Events of one generation (the current state,
 * each change, `done`), with a comment line as heartbeat every 15 s so proxies keep it open.
 *
 * EventSource cannot send an Authorization header, so this route alone also takes the access
 * token as `?access_token=` (EVENTS_ACCESS_TOKEN_PARAM). A URL can end up in logs: this route
 * logs at warn level only, so Fastify's request lines (which carry the URL) are not written.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EVENTS_ACCESS_TOKEN_PARAM,
  type GenerationEvent,
} from '../../../common/contracts/generations';
import { type AuthGuards, signedInUser } from '../auth/auth.guards';
import { publicApi } from '../api-tokens/public-api';
import type { GenerationEvents } from './generation-events.service';
import { createEventStreamCap } from './event-stream-cap';

export interface GenerationEventsRoutesOptions {
  events: GenerationEvents;
  guards: AuthGuards;
}

/** Between two heartbeat comments, in ms: under the usual 30-60 s idle timeouts of proxies. */
export const HEARTBEAT_INTERVAL_MS = 15_000;
/** How long a browser waits before it reconnects a broken stream, in ms. */
const RECONNECT_AFTER_MS = 3_000;

const querySchema = z.object({ [EVENTS_ACCESS_TOKEN_PARAM]: z.string().optional() });

/** The query's token as the Authorization header, unless the request has a header already. */
async function tokenFromQuery(request: FastifyRequest): Promise<void> {
  const token = (request.query as Record<string, unknown>)[EVENTS_ACCESS_TOKEN_PARAM];
  if (!request.headers.authorization && typeof token === 'string' && token) {
    request.headers.authorization = `Bearer ${token}`;
  }
}

/** The response as an event stream: its head goes with the first event (hijacking Fastify). */
function eventStream(reply: FastifyReply) {
  const raw = reply.raw;
  const cleanups: Array<() => void> = [];
  let ended = false;
  const write = (text: string) => {
    if (!raw.headersSent) {
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
    }
    if (!raw.writableEnded) raw.write(text);
  };
  const stream = {
    get ended() {
      return ended;
    },
    send: (event: GenerationEvent) => write(`data: ${JSON.stringify(event)}\n\n`),
    comment: (text: string) => write(`: ${text}\n\n`),
    /** Runs `cleanup` when the stream ends (now, if it has). */
    onEnd(cleanup: () => void) {
      if (ended) cleanup();
      else cleanups.push(cleanup);
    },
    end() {
      if (ended) return;
      ended = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
      raw.end();
    },
  };
  return stream;
}

export const generationEventsRoutes: FastifyPluginAsyncZod<GenerationEventsRoutesOptions> = async (
  app,
  options,
) => {
  const { events, guards } = options;
  const streams = createEventStreamCap();
  // Every open stream, so closing the app ends them instead of waiting for them forever.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/api/generations/:id/events',
    {
      logLevel: 'warn',
      onRequest: [tokenFromQuery, guards.requireUser],
      config: publicApi(),
      schema: {
        tags: ['generations'],
        summary: 'Progress of one generation as Server-Sent Events (?access_token= accepted)',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.uuid() }),
        querystring: querySchema,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      // Throws the 429 past the user's cap, before anything is read or sent.
      const release = streams.take(userId);
      const stream = eventStream(reply);
      // Throws the 404 before anything is sent; else the first event (the current state) is
      // written at once.
      const stop = await events
        .follow(userId, request.params.id, { onEvent: stream.send, onEnd: stream.end })
        .catch((error: unknown) => {
          release();
          throw error;
        });
      stream.onEnd(release);
      stream.onEnd(stop);
      if (stream.ended) return reply;
      open.add(stream.end);
      stream.onEnd(() => open.delete(stream.end));
      const heartbeat = setInterval(() => stream.comment('heartbeat'), HEARTBEAT_INTERVAL_MS);
      stream.onEnd(() => clearInterval(heartbeat));
      // The client went away: stop reading the database for it.
      reply.raw.on('close', stream.end);
      return reply;
    },
  );
};
