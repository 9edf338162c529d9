/**
 * The guided tutorial overlay (docs/product-rules.md#shared-screens-and-dialogs): a spotlight
 * around the step's target and the step card placed beside it, in a portal above the page. Focus
 * moves to the card on every step and returns to where it was (usually the "take the tour" button)
 * when the tour closes.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../lib/motion/use-reduced-motion';
import { placeTooltip, type Size } from './tooltip-placement';
import { isTutorialOpen } from './tutorial-machine';
import { TUTORIAL_CLOSE_MS } from './tutorial-types';
import { Spotlight } from './Spotlight';
import { TutorialTooltip } from './TutorialTooltip';
import { useElementSize } from './use-element-size';
import { useSpotlightRect, useViewportSize } from './use-spotlight-rect';
import type { TutorialHandle } from './use-tutorial';

const DEFAULT_PADDING_PX = 8;
const DEFAULT_RADIUS_PX = 12;
/** The card's size before its first measurement (its CSS width, a typical height). */
const INITIAL_TOOLTIP_SIZE: Size = { width: 360, height: 240 };
/** Above the page and its sticky header, below toasts. */
const OVERLAY_Z_INDEX = 1400;

function useReturnFocusOnClose(): void {
  useEffect(() => {
    const previous = document.activeElement;
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected)
        previous.focus({ preventScroll: true });
    };
  }, []);
}

function OpenOverlay({ tutorial }: { tutorial: TutorialHandle }) {
  const { t } = useTranslation('tutorial');
  const { state, config } = tutorial;
  const step = config.steps[state.index];
  const showing = state.status === 'showing';
  const reducedMotion = useReducedMotion();
  const fadeMs = reducedMotion ? 0 : TUTORIAL_CLOSE_MS;
  const viewport = useViewportSize();
  const hole = useSpotlightRect(
    showing ? step?.target : undefined,
    step?.highlightPadding ?? DEFAULT_PADDING_PX,
    reducedMotion,
  );
  const [tooltip, setTooltip] = useState<HTMLDivElement | null>(null);
  const tooltipSize = useElementSize(tooltip, INITIAL_TOOLTIP_SIZE);
  useReturnFocusOnClose();

  useEffect(() => {
    if (showing) tooltip?.focus({ preventScroll: true });
  }, [showing, state.index, tooltip]);

  const position = placeTooltip({
    target: hole,
    tooltip: tooltipSize,
    viewport,
    placement: step?.placement,
    offset: step?.offset,
  });
  const closing = state.status === 'closing';

  return (
    <div
      data-testid="tutorial-overlay"
      data-step={step?.id}
      style={{ position: 'fixed', inset: 0, zIndex: OVERLAY_Z_INDEX, pointerEvents: 'none' }}
    >
      <Spotlight
        hole={hole}
        radius={step?.highlightRadius ?? DEFAULT_RADIUS_PX}
        viewport={viewport}
        disableInteraction={step?.disableInteraction ?? false}
        fadeMs={fadeMs}
        visible={!closing}
      />
      {step && (showing || closing) && (
        <TutorialTooltip
          ref={setTooltip}
          title={t(step.title, step.values)}
          content={t(step.content, step.values)}
          stepNumber={state.index + 1}
          stepCount={config.steps.length}
          countdown={state.countdown}
          showPrevious={step.showPrevious ?? state.index > 0}
          showSkip={step.showSkip ?? config.allowSkip !== false}
          className={step.customClass}
          style={{
            top: position.top,
            left: position.left,
            pointerEvents: 'auto',
            opacity: closing ? 0 : 1,
            transition: `opacity ${fadeMs}ms ease`,
          }}
          onPrevious={tutorial.previous}
          onNext={tutorial.next}
          onSkip={tutorial.skip}
        />
      )}
    </div>
  );
}

export function TutorialOverlay({ tutorial }: { tutorial: TutorialHandle }) {
  // The 100 ms start delay shows nothing, so a tour started by mistake does not flash.
  if (!isTutorialOpen(tutorial.state) || tutorial.state.status === 'starting') return null;
  return createPortal(<OpenOverlay tutorial={tutorial} />, document.body);
}
