import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTutorialController } from '../../src/components/tutorial/tutorial-controller';
import type { TutorialState } from '../../src/components/tutorial/tutorial-machine';
import type { TutorialConfig, TutorialStep } from '../../src/components/tutorial/tutorial-types';

const step = (id: string, extra: Partial<TutorialStep> = {}): TutorialStep => ({
  id,
  title: `${id}.title`,
  content: `${id}.content`,
  ...extra,
});

/** A controller over a fake page: `present` holds the selectors currently rendered. */
function setUp(config: Partial<TutorialConfig> & Pick<TutorialConfig, 'steps'>) {
  const present = new Set<string>();
  const states: TutorialState[] = [];
  const controller = createTutorialController({
    config: { id: 'test', ...config },
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    isTargetPresent: (selector) => present.has(selector),
    onChange: (state) => states.push(state),
  });
  return { controller, present, states, state: () => controller.getState() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// docs/product-rules.md#tutorial, docs/product-rules.md#tutorial-timings
describe('tutorial controller timings', () => {
  it('shows the first step 100 ms after start and calls onStart then onStepChange', () => {
    const onStart = vi.fn();
    const onStepChange = vi.fn();
    const { controller, state } = setUp({ steps: [step('a'), step('b')], onStart, onStepChange });
    controller.start();
    expect(onStart).toHaveBeenCalledOnce();
    expect(state().status).toBe('starting');
    vi.advanceTimersByTime(99);
    expect(state().status).toBe('starting');
    vi.advanceTimersByTime(1);
    expect(state()).toMatchObject({ status: 'showing', index: 0 });
    expect(onStepChange).toHaveBeenCalledWith(0, expect.objectContaining({ id: 'a' }));
  });

  it('waits for a missing target, polling every 100 ms, and shows it when it appears', () => {
    const { controller, present, state } = setUp({ steps: [step('a', { target: '#a' })] });
    controller.start();
    vi.advanceTimersByTime(100);
    expect(state().status).toBe('locating');
    vi.advanceTimersByTime(2000);
    expect(state().status).toBe('locating');
    present.add('#a');
    vi.advanceTimersByTime(100);
    expect(state().status).toBe('showing');
  });

  it('gives up on a target after 50 tries of 100 ms and passes to the next step', () => {
    const { controller, state } = setUp({ steps: [step('a', { target: '#a' }), step('b')] });
    controller.start();
    vi.advanceTimersByTime(100 + 50 * 100 - 1);
    expect(state()).toMatchObject({ status: 'locating', index: 0 });
    vi.advanceTimersByTime(1);
    expect(state()).toMatchObject({ status: 'showing', index: 1 });
  });

  it('finishes gracefully when the last step never finds its target', () => {
    const onComplete = vi.fn();
    const { controller, state } = setUp({ steps: [step('a', { target: '#gone' })], onComplete });
    controller.start();
    vi.advanceTimersByTime(100 + 5000);
    expect(state()).toMatchObject({ status: 'closing', end: 'finished' });
    vi.advanceTimersByTime(300);
    expect(state().status).toBe('finished');
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it('shows a step that does not wait at once, even without its target', () => {
    const { controller, state } = setUp({
      steps: [step('a', { target: '#later', waitForElement: false })],
    });
    controller.start();
    vi.advanceTimersByTime(100);
    expect(state()).toMatchObject({ status: 'showing', index: 0 });
  });

  it('counts an autoNext step down every second and moves on', () => {
    const { controller, state } = setUp({ steps: [step('a', { autoNext: 3 }), step('b')] });
    controller.start();
    vi.advanceTimersByTime(100);
    expect(state().countdown).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(state().countdown).toBe(2);
    vi.advanceTimersByTime(2000);
    expect(state()).toMatchObject({ status: 'showing', index: 1, countdown: null });
  });

  it('cancels the countdown when the user moves first', () => {
    const { controller, state } = setUp({
      steps: [step('a', { autoNext: 2 }), step('b'), step('c')],
    });
    controller.start();
    vi.advanceTimersByTime(1100);
    controller.next();
    vi.advanceTimersByTime(5000);
    expect(state().index).toBe(1);
  });

  it('finishes after the 300 ms close animation and calls onComplete once', () => {
    const onComplete = vi.fn();
    const onSkip = vi.fn();
    const { controller, state } = setUp({ steps: [step('a')], onComplete, onSkip });
    controller.start();
    vi.advanceTimersByTime(100);
    controller.next();
    expect(state().status).toBe('closing');
    vi.advanceTimersByTime(299);
    expect(onComplete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(state().status).toBe('finished');
    expect(onComplete).toHaveBeenCalledOnce();
    expect(onSkip).not.toHaveBeenCalled();
  });

  it('skips with the index of the step the user left from', () => {
    const onSkip = vi.fn();
    const { controller, state } = setUp({ steps: [step('a'), step('b')], onSkip });
    controller.start();
    vi.advanceTimersByTime(100);
    controller.next();
    controller.skip();
    vi.advanceTimersByTime(300);
    expect(state().status).toBe('skipped');
    expect(onSkip).toHaveBeenCalledWith(1);
  });

  it('does not skip a tour that disallows it', () => {
    const { controller, state } = setUp({ steps: [step('a')], allowSkip: false });
    controller.start();
    vi.advanceTimersByTime(100);
    controller.skip();
    expect(state().status).toBe('showing');
  });

  it('runs the show and hide hooks in order around each step', () => {
    const calls: string[] = [];
    const hooks = (id: string): Partial<TutorialStep> => ({
      beforeShow: () => calls.push(`${id}:beforeShow`),
      afterShow: () => calls.push(`${id}:afterShow`),
      beforeHide: () => calls.push(`${id}:beforeHide`),
      afterHide: () => calls.push(`${id}:afterHide`),
    });
    const { controller } = setUp({ steps: [step('a', hooks('a')), step('b', hooks('b'))] });
    controller.start();
    vi.advanceTimersByTime(100);
    controller.next();
    controller.next();
    expect(calls).toEqual([
      'a:beforeShow',
      'a:afterShow',
      'a:beforeHide',
      'a:afterHide',
      'b:beforeShow',
      'b:afterShow',
      'b:beforeHide',
      'b:afterHide',
    ]);
  });

  it('stops every timer when destroyed', () => {
    const onStepChange = vi.fn();
    const { controller, state } = setUp({ steps: [step('a')], onStepChange });
    controller.start();
    controller.destroy();
    vi.advanceTimersByTime(1000);
    expect(state().status).toBe('starting');
    expect(onStepChange).not.toHaveBeenCalled();
  });

  it('reports every state change', () => {
    const { controller, states } = setUp({ steps: [step('a')] });
    controller.start();
    vi.advanceTimersByTime(100);
    expect(states.map((state) => state.status)).toEqual(['starting', 'locating', 'showing']);
  });
});
