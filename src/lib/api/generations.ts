/**
 * The generation pipeline's calls (common/contracts/generations.ts), parsed with the contract's
 * zod schemas so a server that drifts fails loudly here, not somewhere in a component.
 */
import { downloadBlob } from './download-blob';
import { z } from 'zod';
import {
  communityGenerationSchema,
  communityResponseSchema,
  createGenerationResponseSchema,
  dashboardStatsSchema,
  generationListResponseSchema,
  generationSchema,
  IDEMPOTENCY_KEY_HEADER,
  sharedGenerationSchema,
  type CommunityGeneration,
  type DashboardStats,
  type Generation,
  type GenerationListQuery,
  type GenerationListResponse,
  type GenerationService,
  type SharedGeneration,
} from '../../../common/contracts/generations';
import { apiRequest } from './client';

/** A file part of a generation request. */
export interface GenerationFilePart {
  field: string;
  blob: Blob;
  name: string;
}

/** A generation request as its parts: what is posted now, or kept by the outbox to post later. */
export interface GenerationParts {
  fields: Record<string, string>;
  files: GenerationFilePart[];
}

/** The multipart body of a request's parts (the same bytes every time: replays must match). */
export function generationFormData(parts: GenerationParts): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts.fields)) body.append(name, value);
  for (const file of parts.files) body.append(file.field, file.blob, file.name);
  return body;
}

/** One key per user intent: a double click or a retry of the same submit never charges twice. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The server answers `{ generation }` (create, regenerate); a bare record is accepted too. */
const generationAnswer = z.union([
  createGenerationResponseSchema.transform((answer) => answer.generation),
  generationSchema,
]);

/** PUT …/share answers the record; its sharing state is all the caller needs. */
const shareAnswer = z.union([
  generationAnswer,
  z.object({ shared: z.boolean(), share_url: z.string().nullable() }),
]);

const communityAnswer = z.union([
  communityResponseSchema.transform((answer) => answer.items),
  z.array(communityGenerationSchema),
]);

const sharedAnswer = z.union([
  z.object({ generation: sharedGenerationSchema }).transform((answer) => answer.generation),
  sharedGenerationSchema,
]);

const byId = (id: string) => `/api/generations/${encodeURIComponent(id)}`;

export const generationsApi = {
  /** POST /api/ai/<service>: 202 with the queued generation (200 for a replayed key). */
  async create(
    service: GenerationService,
    parts: GenerationParts,
    idempotencyKey: string,
    signal?: AbortSignal,
  ): Promise<Generation> {
    const answer = await apiRequest<unknown>(`/api/ai/${service}`, {
      method: 'POST',
      body: generationFormData(parts),
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      signal,
    });
    return generationAnswer.parse(answer);
  },

  async get(id: string, signal?: AbortSignal): Promise<Generation> {
    return generationAnswer.parse(await apiRequest<unknown>(byId(id), { signal }));
  },

  async list(
    query: Partial<GenerationListQuery>,
    signal?: AbortSignal,
  ): Promise<GenerationListResponse> {
    const answer = await apiRequest<unknown>('/api/generations', {
      query: { ...query },
      signal,
    });
    return generationListResponseSchema.parse(answer);
  },

  remove: (id: string) => apiRequest<null>(byId(id), { method: 'DELETE' }),

  /** POST …/regenerate: the same inputs again, a new generation (and a new charge). */
  async regenerate(id: string, idempotencyKey: string): Promise<Generation> {
    const answer = await apiRequest<unknown>(`${byId(id)}/regenerate`, {
      method: 'POST',
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    });
    return generationAnswer.parse(answer);
  },

  /** PUT …/share: turns the public link on or off; answers the link while on. */
  async setShared(
    id: string,
    shared: boolean,
  ): Promise<{ shared: boolean; share_url: string | null }> {
    const answer = shareAnswer.parse(
      await apiRequest<unknown>(`${byId(id)}/share`, { method: 'PUT', body: { shared } }),
    );
    return { shared: answer.shared, share_url: answer.share_url };
  },

  async dashboard(signal?: AbortSignal): Promise<DashboardStats> {
    return dashboardStatsSchema.parse(await apiRequest<unknown>('/api/dashboard', { signal }));
  },

  async community(limit: number, signal?: AbortSignal): Promise<CommunityGeneration[]> {
    const answer = await apiRequest<unknown>('/api/community', {
      query: { limit },
      auth: false,
      signal,
    });
    return communityAnswer.parse(answer);
  },

  async shared(token: string, signal?: AbortSignal): Promise<SharedGeneration> {
    const answer = await apiRequest<unknown>(`/api/share/${encodeURIComponent(token)}`, {
      auth: false,
      signal,
    });
    return sharedAnswer.parse(answer);
  },

  /** The bytes behind a signed result URL (same origin, no token needed). */
  download: downloadBlob,
};

/** Finished: nothing more will happen to it. */
export function isFinished(generation: Pick<Generation, 'status'>): boolean {
  return generation.status === 'success' || generation.status === 'failed';
}
