/**
 * The process logger (pino, the logger Fastify itself uses): one JSON line per event on stdout.
 * The entry points create it and hand it to the database, the queue and Fastify.
 */
import { pino } from 'pino';
import type { Config } from './config';

export type Logger = pino.Logger;

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({ level: config.LOG_LEVEL });
}
