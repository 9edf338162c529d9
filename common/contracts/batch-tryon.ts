/**
 * Batch try-on (docs/studios.md "Batch try-on"), on plans with batch processing
 * (common/plans.ts): POST /api/ai/virtual-tryon with a JSON body that lists `models` and
 * `garments` instead of one of each — one garment on up to MAX_BATCH_OUTPUTS models, or up to
 * MAX_BATCH_OUTPUTS garments on one model. Each picture is one of the user's assets
 * (`asset_id`, upload it to /api/assets first) or a shipped sample (`sample_id`). Header
 * `Idempotency-Key` required, as for one try-on.
 *
 * Each output is a generation of its own, with the batch's `batch_id`: all of them are charged
 * in one transaction (or none, 402), and each failed one is refused alone. Refusals: 403
 * `plan_limit` (`gate: 'batch'`) on a plan without batch; 400 `validation_failed` naming
 * `models` or `garments` (`too_many` with its `max`, `required`) when the lists are empty, too
 * long, or both longer than one.
 */
import { z } from 'zod';
import { MAX_BATCH_OUTPUTS } from '../plans';
import { GARMENT_CATEGORIES } from '../studios/virtual-tryon';
import { generationSchema } from './generations';

/** One picture of a batch: an asset of the user's library or a shipped sample. */
export const batchPictureSchema = z.union([
  z.strictObject({ asset_id: z.uuid() }),
  z.strictObject({ sample_id: z.string().min(1).max(100) }),
]);
export type BatchPicture = z.infer<typeof batchPictureSchema>;

/**
 * The lists are read loosely here (any length) so that a count out of bounds is answered by
 * `batchCountIssues` as a field issue with its numbers, as a studio's parameters are.
 */
export const batchTryOnRequestSchema = z.object({
  category: z.enum(GARMENT_CATEGORIES),
  models: z.array(batchPictureSchema).max(100),
  garments: z.array(batchPictureSchema).max(100),
});
export type BatchTryOnRequest = z.infer<typeof batchTryOnRequestSchema>;

/** Whether a JSON body is a batch (it lists models or garments) rather than one try-on. */
export function isBatchBody(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    ('models' in body || 'garments' in body)
  );
}

export type BatchList = 'models' | 'garments';

/** How many outputs a batch makes: every model with every garment, one side being one. */
export const batchOutputCount = (models: number, garments: number) => models * garments;

/**
 * What is wrong with the lists' lengths, by list: empty (`required`), over MAX_BATCH_OUTPUTS,
 * or both longer than one (the shorter one, garments on a tie, is named `too_many` with
 * `max: 1`: it is the one to bring down to one). The studio's batch panel cannot build such a
 * request (one side is always the wizard's single pick, the other at most eight).
 */
export function batchCountIssues(
  models: number,
  garments: number,
): Partial<Record<BatchList, { code: 'required' } | { code: 'too_many'; max: number }>> {
  const issues: ReturnType<typeof batchCountIssues> = {};
  if (models === 0) issues.models = { code: 'required' };
  if (garments === 0) issues.garments = { code: 'required' };
  if (models > MAX_BATCH_OUTPUTS) issues.models = { code: 'too_many', max: MAX_BATCH_OUTPUTS };
  if (garments > MAX_BATCH_OUTPUTS) {
    issues.garments = { code: 'too_many', max: MAX_BATCH_OUTPUTS };
  }
  if (Object.keys(issues).length === 0 && models > 1 && garments > 1) {
    issues[models < garments ? 'models' : 'garments'] = { code: 'too_many', max: 1 };
  }
  return issues;
}

/** 202 (a replay: 200): the batch's outputs in the order the lists gave them. */
export const batchTryOnResponseSchema = z.object({
  batch_id: z.uuid(),
  generations: z.array(generationSchema).min(1),
});
export type BatchTryOnResponse = z.infer<typeof batchTryOnResponseSchema>;
