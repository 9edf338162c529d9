import { describe, expect, it } from 'vitest';
import { runTool } from '../../server/adapters/media/run-tool';
import {
  createSlots,
  MAX_PARALLEL_TOOL_RUNS,
  toolSlots,
} from '../../server/adapters/media/tool-slots';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('tool slots', () => {
  it('runs at most `limit` tasks at once, queues the rest and finishes every one', async () => {
    const slots = createSlots(2);
    let running = 0;
    let peak = 0;
    const task = (value: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await pause(20);
      running -= 1;
      return value;
    };

    const results = Promise.all([1, 2, 3, 4, 5, 6].map((value) => slots.run(task(value))));
    await pause(5);
    expect({ active: slots.active, waiting: slots.waiting }).toEqual({ active: 2, waiting: 4 });

    expect(await results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(2);
    expect({ active: slots.active, waiting: slots.waiting }).toEqual({ active: 0, waiting: 0 });
  });

  it('gives the slot back when a task fails, so the queue keeps moving', async () => {
    const slots = createSlots(1);
    const failing = slots.run(() => Promise.reject(new Error('ffmpeg crashed')));
    const next = slots.run(() => Promise.resolve('ran'));

    await expect(failing).rejects.toThrow('ffmpeg crashed');
    expect(await next).toBe('ran');
    expect(slots.active).toBe(0);
  });

  it('holds every runTool call of the process to MAX_PARALLEL_TOOL_RUNS', async () => {
    const runs = Array.from({ length: MAX_PARALLEL_TOOL_RUNS + 3 }, () =>
      runTool('sh', ['-c', 'sleep 0.2; echo done'], { timeoutMs: 10_000, maxOutputBytes: 64 }),
    );
    await pause(50);
    expect(toolSlots.active).toBe(MAX_PARALLEL_TOOL_RUNS);
    expect(toolSlots.waiting).toBe(3);

    const outputs = await Promise.all(runs);
    expect(outputs.map((output) => output.toString().trim())).toEqual(runs.map(() => 'done'));
    expect(toolSlots.active).toBe(0);
  });
});
