/**
 * What fal's queue answers mean to the pipeline (docs/engines.md "The fal engine"): its statuses
 * as our phases, and the `{images}` shape of its image models' results.
 */
import { z } from 'zod';
import type { GenerationPhase } from '../../../common/contracts/generations';
import type { FalQueueStatus } from './fal-queue-client';

/** The phase a queue status means; COMPLETED leads to 'completing' once the result is in. */
export const PHASE_WHILE: Partial<Record<FalQueueStatus, GenerationPhase>> = {
  IN_QUEUE: 'processing',
  IN_PROGRESS: 'generating',
};

const imageFileSchema = z.object({ url: z.string().min(1) });
/** `{images: File[]}`, at least one: what fal's image models answer. */
export const falImagesSchema = z.object({ images: z.tuple([imageFileSchema], imageFileSchema) });
