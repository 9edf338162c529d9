/**
 * The hero carousel's state (WAI-ARIA carousel pattern): which slide shows, and whether it
 * rotates by itself. Rotation pauses while the pointer is over it or focus is inside it, stops
 * when the visitor presses pause, and never starts by itself for reduced motion.
 */

/** How long a slide shows before the next one, in milliseconds. */
export const SLIDE_INTERVAL_MS = 6000;

export interface CarouselState {
  index: number;
  count: number;
  hovered: boolean;
  focused: boolean;
  /** The visitor pressed pause (or reduced motion is on and they have not pressed play). */
  stopped: boolean;
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  | { type: 'hover'; on: boolean }
  | { type: 'focus'; on: boolean }
  | { type: 'toggleRotation' };

export function initialCarouselState(count: number, reducedMotion: boolean): CarouselState {
  return { index: 0, count, hovered: false, focused: false, stopped: reducedMotion };
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return { ...state, index: wrap(state.index + 1, state.count) };
    case 'previous':
      return { ...state, index: wrap(state.index - 1, state.count) };
    case 'goTo':
      return { ...state, index: wrap(action.index, state.count) };
    case 'hover':
      return { ...state, hovered: action.on };
    case 'focus':
      return { ...state, focused: action.on };
    case 'toggleRotation':
      return { ...state, stopped: !state.stopped };
  }
}

export function isRotating(state: CarouselState): boolean {
  return state.count > 1 && !state.stopped && !state.hovered && !state.focused;
}
