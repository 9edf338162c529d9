/**
 * How far a download is: each file is fetched (its bytes, as they arrive) and then re-encoded in
 * the media worker (three steps). The bar moves through both; the text says which is running.
 */
import type { ByteProgress } from '../../lib/api/download-blob';
import type { RenderStep } from '../../lib/workers/media-client';

export type ItemProgress =
  ({ stage: 'fetching' } & ByteProgress) | { stage: 'converting'; stepsDone: number };

/** How many of the re-encode's steps are done once each has ended. */
const STEPS_DONE: Record<RenderStep, number> = { decoded: 1, drawn: 2, encoded: 3 };
const RENDER_STEP_COUNT = Object.keys(STEPS_DONE).length;
/** The network usually takes most of the time; the re-encode the rest. */
const FETCH_SHARE = 0.7;

export function afterStep(step: RenderStep): ItemProgress {
  return { stage: 'converting', stepsDone: STEPS_DONE[step] };
}

/** How much of one file is done, 0–1; null while its size is unknown. */
export function itemFraction(progress: ItemProgress): number | null {
  if (progress.stage === 'converting')
    return FETCH_SHARE + (1 - FETCH_SHARE) * (progress.stepsDone / RENDER_STEP_COUNT);
  if (!progress.total) return null;
  return FETCH_SHARE * Math.min(1, progress.loaded / progress.total);
}

/** How much of the whole download is done, in per cent; null when it cannot be known yet. */
export function overallPercent(
  index: number,
  count: number,
  progress: ItemProgress,
): number | null {
  if (count <= 0) return null;
  const item = itemFraction(progress);
  if (item === null) return count > 1 ? (index / count) * 100 : null;
  return ((index + item) / count) * 100;
}
