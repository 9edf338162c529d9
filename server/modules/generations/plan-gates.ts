/**
 * The plan gates of a generation (docs/studios.md "Plan gates"): which plan is in force for a
 * request, and what that plan lets its run do. The plans themselves, their gates included, are
 * stated once in common/plans.ts; this file only reads them.
 */
import { effectivePlanId, PLANS, type PlanGates, type PlanId } from '../../../common/plans';
import { VIDEO_RESOLUTIONS } from '../../../common/studios/image-to-video';
import { planLimit } from './generation-errors';

/** The plan that applies to a request made at `now`: a paid plan past its period is not. */
export function planInForce(user: { planId: PlanId; planEndsAt: Date | null }, now: Date): PlanId {
  return effectivePlanId(user.planId, user.planEndsAt, now);
}

export function gatesOf(planId: PlanId): PlanGates {
  return PLANS[planId].gates;
}

/**
 * pg-boss fetches jobs by priority first, then age: a plan with priority goes ahead of every
 * job without it, and keeps first-come order among its own.
 */
export const PRIORITY_JOB = 10;
export const STANDARD_JOB = 0;

export function jobPriorityOf(planId: PlanId): number {
  return gatesOf(planId).priority ? PRIORITY_JOB : STANDARD_JOB;
}

/**
 * Refuses, before anything is stored or charged, a request whose parameters ask for more than
 * the plan gives: a clip above the plan's video resolution.
 */
export function checkParamsAgainstPlan(params: Record<string, unknown>, planId: PlanId): void {
  const asked = params.resolution;
  if (typeof asked !== 'string' || !isVideoResolution(asked)) return;
  const cap = gatesOf(planId).maxVideoResolution;
  if (VIDEO_RESOLUTIONS.indexOf(asked) > VIDEO_RESOLUTIONS.indexOf(cap)) {
    throw planLimit(
      'video_resolution',
      planId,
      `Clips in ${asked} are not part of your plan (up to ${cap}).`,
    );
  }
}

const isVideoResolution = (value: string): value is (typeof VIDEO_RESOLUTIONS)[number] =>
  (VIDEO_RESOLUTIONS as readonly string[]).includes(value);

/** Refuses a batch request on a plan without batch processing. */
export function checkBatchAllowed(planId: PlanId): void {
  if (!gatesOf(planId).batch) {
    throw planLimit(
      'batch',
      planId,
      'Batch try-on (several outputs in one request) is not part of your plan.',
    );
  }
}
