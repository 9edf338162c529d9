/**
 * Where the tour's tooltip goes: beside the spotlit target on the requested side, flipped to
 * another side when it does not fit, and always kept inside the viewport. Pure geometry.
 */
import type { TutorialPlacement } from './tutorial-types';

export type Side = Exclude<TutorialPlacement, 'auto'>;

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface TooltipPosition {
  top: number;
  left: number;
  /** The side used; null for a centred card (no target). */
  side: Side | null;
}

export interface PlacementInput {
  /** The spotlight's rectangle (target plus padding), or null for a centred step. */
  target: Rect | null;
  tooltip: Size;
  viewport: Size;
  placement?: TutorialPlacement;
  offset?: { x: number; y: number };
}

/** Space between the spotlight and the tooltip, in CSS pixels. */
export const TOOLTIP_GAP_PX = 12;
/** The tooltip keeps this far from the viewport's edges, in CSS pixels. */
export const VIEWPORT_MARGIN_PX = 12;

const AUTO_ORDER: readonly Side[] = ['bottom', 'top', 'right', 'left'];
const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/** Room between the target and the viewport edge on each side. */
function roomBySide(target: Rect, viewport: Size): Record<Side, number> {
  return {
    top: target.top,
    bottom: viewport.height - (target.top + target.height),
    left: target.left,
    right: viewport.width - (target.left + target.width),
  };
}

function fits(side: Side, room: Record<Side, number>, tooltip: Size): boolean {
  const needed =
    (side === 'top' || side === 'bottom' ? tooltip.height : tooltip.width) + TOOLTIP_GAP_PX;
  return room[side] >= needed + VIEWPORT_MARGIN_PX;
}

/** The preferred side, then its opposite, then the rest; else the side with the most room. */
export function chooseSide(
  placement: TutorialPlacement,
  room: Record<Side, number>,
  tooltip: Size,
): Side {
  const order =
    placement === 'auto'
      ? AUTO_ORDER
      : [
          placement,
          OPPOSITE[placement],
          ...AUTO_ORDER.filter((side) => side !== placement && side !== OPPOSITE[placement]),
        ];
  const fitting = order.find((side) => fits(side, room, tooltip));
  if (fitting) return fitting;
  return [...AUTO_ORDER].sort((a, b) => room[b] - room[a])[0]!;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

function besideTarget(side: Side, target: Rect, tooltip: Size): { top: number; left: number } {
  const centreX = target.left + target.width / 2 - tooltip.width / 2;
  const centreY = target.top + target.height / 2 - tooltip.height / 2;
  switch (side) {
    case 'top':
      return { top: target.top - TOOLTIP_GAP_PX - tooltip.height, left: centreX };
    case 'bottom':
      return { top: target.top + target.height + TOOLTIP_GAP_PX, left: centreX };
    case 'left':
      return { top: centreY, left: target.left - TOOLTIP_GAP_PX - tooltip.width };
    case 'right':
      return { top: centreY, left: target.left + target.width + TOOLTIP_GAP_PX };
  }
}

export function placeTooltip({
  target,
  tooltip,
  viewport,
  placement = 'auto',
  offset = { x: 0, y: 0 },
}: PlacementInput): TooltipPosition {
  const maxLeft = viewport.width - tooltip.width - VIEWPORT_MARGIN_PX;
  const maxTop = viewport.height - tooltip.height - VIEWPORT_MARGIN_PX;
  if (!target) {
    return {
      top: clamp((viewport.height - tooltip.height) / 2, VIEWPORT_MARGIN_PX, maxTop),
      left: clamp((viewport.width - tooltip.width) / 2, VIEWPORT_MARGIN_PX, maxLeft),
      side: null,
    };
  }
  const side = chooseSide(placement, roomBySide(target, viewport), tooltip);
  const position = besideTarget(side, target, tooltip);
  return {
    top: clamp(position.top + offset.y, VIEWPORT_MARGIN_PX, maxTop),
    left: clamp(position.left + offset.x, VIEWPORT_MARGIN_PX, maxLeft),
    side,
  };
}
