/**
 * The dimmed page with a rounded hole around the step's target. The dim layer catches clicks;
 * the hole lets them through to the target unless the step disables interaction.
 */
import type { Rect, Size } from './tooltip-placement';

const DIM = 'rgba(16, 10, 32, 0.62)';
const RING = '#9468f0';

function roundedRectPath({ top: y, left: x, width: w, height: h }: Rect, radius: number): string {
  const r = Math.max(0, Math.min(radius, w / 2, h / 2));
  return [
    `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}`,
    `V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}`,
    `H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}`,
    `V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`,
  ].join('');
}

interface SpotlightProps {
  hole: Rect | null;
  radius: number;
  viewport: Size;
  disableInteraction: boolean;
  /** Length of the fade in milliseconds; 0 when the user prefers reduced motion. */
  fadeMs: number;
  visible: boolean;
}

export function Spotlight({
  hole,
  radius,
  viewport,
  disableInteraction,
  fadeMs,
  visible,
}: SpotlightProps) {
  const { width, height } = viewport;
  const holePath = hole ? roundedRectPath(hole, radius) : '';
  return (
    <svg
      aria-hidden="true"
      data-testid="tutorial-spotlight"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{
        position: 'fixed',
        inset: 0,
        pointerEvents: 'none',
        opacity: visible ? 1 : 0,
        transition: `opacity ${fadeMs}ms ease`,
      }}
    >
      <path
        d={`M0 0H${width}V${height}H0Z${holePath}`}
        fill={DIM}
        fillRule="evenodd"
        style={{ pointerEvents: 'auto' }}
      />
      {hole && (
        <path
          d={holePath}
          fill={disableInteraction ? 'transparent' : 'none'}
          stroke={RING}
          strokeWidth={2}
          style={{ pointerEvents: disableInteraction ? 'auto' : 'none' }}
        />
      )}
    </svg>
  );
}
