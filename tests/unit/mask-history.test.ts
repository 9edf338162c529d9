import { describe, expect, it } from 'vitest';
import type { StrokeCommand } from '../../common/mask';
import {
  KEYFRAME_EVERY_COMMANDS,
  MAX_UNDO_DEPTH,
  MaskHistory,
} from '../../workers/mask/mask-history';
import { MASK_ON, rasteriseStroke, type MaskSize } from '../../workers/mask/rasterise';
import { encodeRle } from '../../workers/mask/rle';
import { storeStroke } from '../../workers/mask/stored-stroke';
import { firstDifference, randomStroke, seededRandom, stroke } from './mask-factories';

const SIZE: MaskSize = { width: 64, height: 48 };

type Step = StrokeCommand | 'reset';

/** The oracle: the mask rebuilt from a blank one by replaying every step in order. */
function replayFromScratch(steps: Step[], size = SIZE, initial?: Uint8Array): Uint8Array {
  const mask = initial ? initial.slice() : new Uint8Array(size.width * size.height);
  for (const step of steps) {
    if (step === 'reset') mask.fill(0);
    else rasteriseStroke(mask, size, storeStroke(step));
  }
  return mask;
}

function expectMask(history: MaskHistory, steps: Step[], initial?: Uint8Array): void {
  expect(firstDifference(history.mask, replayFromScratch(steps, history.size, initial))).toBe(-1);
}

function paintStrokes(count: number, seed = 1, size = SIZE): StrokeCommand[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({ ...randomStroke(random, size), mode: 'paint' }));
}

describe('MaskHistory', () => {
  it('undoes and redoes strokes back to exactly the masks they made', () => {
    const history = new MaskHistory(SIZE);
    const strokes = paintStrokes(25);
    for (const command of strokes) history.apply(command);
    expectMask(history, strokes);
    for (let kept = strokes.length - 1; kept >= 0; kept--) {
      history.undo();
      expectMask(history, strokes.slice(0, kept));
    }
    expect(history.canUndo).toBe(false);
    for (let done = 1; done <= strokes.length; done++) {
      history.redo();
      expectMask(history, strokes.slice(0, done));
    }
    expect(history.canRedo).toBe(false);
  });

  it('matches a replay from scratch through any mix of strokes, resets, undos and redos', () => {
    const random = seededRandom(42);
    const history = new MaskHistory(SIZE);
    const done: Step[] = [];
    const undone: Step[] = [];
    for (let operation = 0; operation < 400; operation++) {
      const roll = random();
      if (roll < 0.3 && history.canUndo) {
        history.undo();
        undone.push(done.pop()!);
      } else if (roll < 0.45 && history.canRedo) {
        history.redo();
        done.push(undone.pop()!);
      } else if (roll < 0.5 && history.reset()) {
        done.push('reset');
        undone.length = 0;
      } else if (roll >= 0.5) {
        const command = randomStroke(random, SIZE);
        if (history.apply(command)) {
          done.push(command);
          undone.length = 0;
        }
      }
      expectMask(history, done);
      expect(history.canUndo).toBe(done.length > 0);
      expect(history.canRedo).toBe(undone.length > 0);
    }
  });

  it('makes reset one undoable step and skips it when the mask is already clear', () => {
    const history = new MaskHistory(SIZE);
    expect(history.reset()).toBeNull();
    expect(history.canUndo).toBe(false);
    const painted = stroke('paint', 5, 10, 10, 40, 30);
    history.apply(painted);
    expect(history.reset()).toEqual({ x: 0, y: 0, width: 64, height: 48 });
    expect(history.mask.indexOf(MASK_ON)).toBe(-1);
    history.undo();
    expectMask(history, [painted]);
    history.redo();
    expect(history.mask.indexOf(MASK_ON)).toBe(-1);
  });

  it('drops the undone steps when a new stroke is drawn', () => {
    const history = new MaskHistory(SIZE);
    const [first, second, third] = paintStrokes(3);
    history.apply(first!);
    history.apply(second!);
    history.undo();
    history.apply(third!);
    expect(history.canRedo).toBe(false);
    history.undo();
    expectMask(history, [first!]);
  });

  it('ignores a stroke wholly outside the image instead of recording it', () => {
    const history = new MaskHistory(SIZE);
    expect(history.apply(stroke('paint', 3, -20, -20, -10, -30))).toBeNull();
    expect(history.canUndo).toBe(false);
  });

  it('keeps a run-length encoded keyframe every KEYFRAME_EVERY_COMMANDS strokes', () => {
    const history = new MaskHistory(SIZE);
    const strokes = paintStrokes(KEYFRAME_EVERY_COMMANDS);
    strokes.slice(0, -1).forEach((command) => history.apply(command));
    const before = history.historyBytes();
    history.apply(strokes.at(-1)!);
    const strokeBytes = storeStroke(strokes.at(-1)!).points.byteLength * 1.5;
    const keyframeBytes = encodeRle(replayFromScratch(strokes)).bytes.byteLength;
    expect(history.historyBytes()).toBe(before + strokeBytes + keyframeBytes);
  });

  it(`keeps at most ${MAX_UNDO_DEPTH} undo steps, folding older ones into the base`, () => {
    const history = new MaskHistory(SIZE);
    const strokes = paintStrokes(MAX_UNDO_DEPTH + 37, 5);
    for (const command of strokes) history.apply(command);
    let undos = 0;
    while (history.undo()) undos++;
    expect(undos).toBe(MAX_UNDO_DEPTH);
    expectMask(history, strokes.slice(0, 37));
    while (history.redo());
    expectMask(history, strokes);
  });

  it('holds bounded memory however many strokes are drawn', () => {
    const size = { width: 512, height: 512 };
    const history = new MaskHistory(size);
    const strokes = paintStrokes(1000, 9, size);
    const bytesAt: number[] = [];
    strokes.forEach((command, i) => {
      history.apply(command);
      if ((i + 1) % 200 === 0) bytesAt.push(history.historyBytes());
    });
    const rawMaskBytes = size.width * size.height;
    expect(Math.max(...bytesAt)).toBeLessThan(rawMaskBytes);
    expect(bytesAt.at(-1)!).toBeLessThan(bytesAt[0]! * 1.5);
  });

  it('starts from an initial mask that undo never goes past', () => {
    const initial = replayFromScratch([stroke('paint', 8, 32, 24)]);
    const history = new MaskHistory(SIZE, initial);
    const erase = stroke('erase', 4, 20, 24, 44, 24);
    history.apply(erase);
    expectMask(history, [erase], initial);
    history.undo();
    expect(history.undo()).toBeNull();
    expectMask(history, [], initial);
  });
});
