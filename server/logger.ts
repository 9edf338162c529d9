/**
 * The process logger (pino, the logger Fastify itself uses): one JSON line per event on stdout.
 * The entry points create it and hand it to the database, the queue and Fastify. Requests are
 * logged with their credentials taken out of the address (http/log-redaction.ts).
 */
import { pino } from 'pino';
import type { Config } from './config';
import { serializeRequest } from './http/log-redaction';

export type Logger = pino.Logger;

/** `destination`: where the lines go instead of stdout (tests read them). */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  destination?: pino.DestinationStream,
): Logger {
  const options = { level: config.LOG_LEVEL, serializers: { req: serializeRequest } };
  return destination ? pino(options, destination) : pino(options);
}
