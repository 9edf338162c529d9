/**
 * A fixed number of slots for ffmpeg and ffprobe runs in this process (and, through the same
 * createSlots, for sharp's: image-slots.ts). A run past the limit waits in line for a free slot
 * instead of being refused: a burst of uploads gets slower, never the server's memory exhausted
 * by many decoders at once (docs/architecture.md#image-and-video-tools).
 */

/**
 * ffmpeg/ffprobe runs at the same time in one server process. Each run may hold a few decoded
 * frames (up to MAX_VIDEO_PIXELS each) and uses the cores itself, so more would only queue on the
 * CPU while taking memory.
 */
export const MAX_PARALLEL_TOOL_RUNS = 2;

export interface Slots {
  /** Runs `task` once a slot is free; the slot is given back however the task ends. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Runs holding a slot now, and runs waiting for one (for tests and logs). */
  readonly active: number;
  readonly waiting: number;
}

export function createSlots(limit: number): Slots {
  let active = 0;
  const waiting: Array<() => void> = [];

  async function acquire(): Promise<void> {
    if (active < limit) {
      active += 1;
      return;
    }
    // The releasing run hands its slot straight over, so `active` stays counted.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** The slots every ffmpeg/ffprobe run of this process goes through (run-tool.ts). */
export const toolSlots = createSlots(MAX_PARALLEL_TOOL_RUNS);
