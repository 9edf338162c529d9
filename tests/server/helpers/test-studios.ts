/**
 * Studio modules for the pipeline's tests of studios that have no engine of their own yet: a
 * module is all a studio adds on the server (docs/studios.md), so each test studio here is a
 * module whose engine records what it was given and answers a small picture, or a clip with a
 * poster. Also: requests built from GET /api/studios's description of a studio.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { GENERATION_PHASES } from '../../../common/contracts/generations';
import type { StudioDescription } from '../../../common/contracts/studios';
import type { ServiceSlug } from '../../../common/studios/studios';
import type { EngineLabel, EngineResult } from '../../../server/engines/engine';
import {
  bindStudio,
  type StudioEngine,
  type StudioJob,
} from '../../../server/studios/studio-module';
import type { TestApp } from '../test-app';
import { bearer } from './accounts';

export interface RecordingStudio {
  engine: StudioEngine;
  /** Every job the engine was given, in order. */
  jobs: StudioJob<ServiceSlug>[];
}

const picture = async (width: number, height: number) => ({
  bytes: await sharp({ create: { width, height, channels: 3, background: '#5080a0' } })
    .png()
    .toBuffer(),
  contentType: 'image/png',
  width,
  height,
});

export interface RecordingStudioOptions {
  /** Answer a clip and its poster instead of a picture. */
  video?: boolean;
  /** The module's request check (a studio's look at a request before the charge). */
  check?: (job: StudioJob<ServiceSlug>, engine: EngineLabel) => Promise<void>;
}

/** A studio module on a recording engine. */
export function recordingStudio(
  service: ServiceSlug,
  { video = false, check }: RecordingStudioOptions = {},
): RecordingStudio {
  const jobs: StudioJob<ServiceSlug>[] = [];
  const engine = { name: 'test-recording', quality: 'preview' as const };
  const bound = bindStudio(
    {
      service,
      engines: {},
      check,
      async run(_engine, job, run): Promise<EngineResult> {
        jobs.push(job);
        for (const phase of GENERATION_PHASES) await run.onPhase(phase);
        const still = await picture(32, 24);
        if (!video) return still;
        // Not a real clip: the pipeline stores a video's bytes as they come.
        const bytes = Buffer.from('a test clip');
        return {
          kind: 'video',
          contentType: 'video/mp4',
          bytes,
          width: 32,
          height: 24,
          durationMs: 5000,
          poster: still,
        };
      },
    },
    engine,
  );
  return { engine: bound, jobs };
}

/** A value each parameter accepts, from its description; enums take their `pick`-th value. */
export function validParams(studio: StudioDescription, pick = 0): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, param] of Object.entries(studio.params)) {
    const values = param.values ?? [];
    const value = {
      enum: values[pick % values.length],
      enum_list: values[pick % values.length],
      colour: values[pick % values.length],
      number: param.max,
      integer: param.min,
      boolean: 'true',
      text: 'A short description',
    }[param.type];
    if (value !== undefined) fields[name] = String(value);
  }
  return fields;
}

export interface StudioPost {
  fields?: Record<string, string>;
  /** File parts by input field. */
  files?: Record<string, Uint8Array>;
}

/** POST /api/ai/<service> as multipart, with a new Idempotency-Key unless one is given. */
export async function postStudio(
  server: TestApp,
  token: string,
  service: string,
  { fields = {}, files = {} }: StudioPost,
  key: string = randomUUID(),
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, bytes] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(bytes)]), `${name}.jpg`);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return server.app.inject({
    method: 'POST',
    url: `/api/ai/${service}`,
    headers: {
      'content-type': request.headers.get('content-type')!,
      'idempotency-key': key,
      ...bearer(token),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
