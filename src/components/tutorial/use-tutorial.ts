/**
 * Binds a tour to React and the page: one controller per config, real timers, targets found in
 * the document, and the tour's keys while it is open.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createTutorialController, type TutorialController } from './tutorial-controller';
import { tutorialKeyAction } from './tutorial-keys';
import { INITIAL_TUTORIAL_STATE, isTutorialOpen, type TutorialState } from './tutorial-machine';
import type { TutorialConfig } from './tutorial-types';

export interface TutorialHandle {
  config: TutorialConfig;
  state: TutorialState;
  start(): void;
  next(): void;
  previous(): void;
  skip(): void;
}

const WINDOW_TIMERS = {
  setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/** Present means rendered: an element hidden with display:none has no boxes. */
export function isTargetRendered(selector: string): boolean {
  const element = document.querySelector(selector);
  return element !== null && element.getClientRects().length > 0;
}

/**
 * `config` must keep its identity between renders (a module constant or a memo): a new object
 * starts a new controller.
 */
export function useTutorial(config: TutorialConfig): TutorialHandle {
  const [state, setState] = useState<TutorialState>(INITIAL_TUTORIAL_STATE);
  const controllerRef = useRef<TutorialController | null>(null);

  useEffect(() => {
    const controller = createTutorialController({
      config,
      timers: WINDOW_TIMERS,
      isTargetPresent: isTargetRendered,
      onChange: setState,
    });
    controllerRef.current = controller;
    return () => {
      controller.destroy();
      controllerRef.current = null;
    };
  }, [config]);

  const open = isTutorialOpen(state);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = tutorialKeyAction(event);
      const controller = controllerRef.current;
      if (!action || !controller) return;
      event.preventDefault(); // Space would scroll the page, Enter submit a form
      if (action === 'next') controller.next();
      else if (action === 'previous') controller.previous();
      else controller.skip();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return {
    config,
    state,
    start: useCallback(() => controllerRef.current?.start(), []),
    next: useCallback(() => controllerRef.current?.next(), []),
    previous: useCallback(() => controllerRef.current?.previous(), []),
    skip: useCallback(() => controllerRef.current?.skip(), []),
  };
}
