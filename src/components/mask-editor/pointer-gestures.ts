/**
 * Turns Pointer Events on the stage into gestures. One finger, the left button or a pen paints;
 * the right button, shift or a pen's eraser end erases; a second finger turns the gesture into a
 * pinch (zoom + pan) and rolls the started stroke back (docs/style.md#undo-history: a cancelled
 * gesture is never committed); the middle button pans; the wheel resizes the brush, ctrl+wheel (and
 * a trackpad pinch, which arrives as one) zooms. Points are in CSS pixels of the stage.
 */
import type { FingerPair, Point } from './view-transform';

export interface StrokeSample extends Point {
  pointerType: string;
  pressure: number;
}

export interface GestureTarget {
  /** `forceErase`: the right button, shift or a pen's eraser end asked to erase. */
  strokeStart(sample: StrokeSample, forceErase: boolean): void;
  strokeMove(samples: StrokeSample[]): void;
  strokeEnd(): void;
  strokeCancel(): void;
  pinchStart(fingers: FingerPair): void;
  pinchMove(fingers: FingerPair): void;
  panBy(dx: number, dy: number): void;
  /** Where a mouse or pen hovers (null: it left, or a finger is in use). */
  hover(at: Point | null): void;
  resizeBrush(direction: 1 | -1): void;
  zoomAt(anchor: Point, factor: number): void;
}

const BUTTON = { left: 0, middle: 1, right: 2, penEraser: 5 } as const;
const PEN_ERASER_BUTTONS = 32;

/** ctrl+wheel zoom: the scale changes by e^(−deltaY × this), so a notch (100) is about ×1.2. */
const WHEEL_ZOOM_PER_DELTA = 0.0018;

type Mode = 'idle' | 'stroke' | 'pinch' | 'pan' | 'waitForLift';

export class PointerGestures {
  private mode: Mode = 'idle';
  private activePointer = -1;
  private readonly fingers = new Map<number, Point>();
  private lastPan: Point = { x: 0, y: 0 };
  private readonly controller = new AbortController();

  constructor(
    private readonly element: HTMLElement,
    private readonly target: GestureTarget,
  ) {
    const options = { signal: this.controller.signal };
    element.addEventListener('pointerdown', (event) => this.down(event), options);
    element.addEventListener('pointermove', (event) => this.move(event), options);
    element.addEventListener('pointerup', (event) => this.up(event, false), options);
    element.addEventListener('pointercancel', (event) => this.up(event, true), options);
    element.addEventListener('pointerleave', () => target.hover(null), options);
    element.addEventListener('contextmenu', (event) => event.preventDefault(), options);
    element.addEventListener('wheel', (event) => this.wheel(event), {
      ...options,
      passive: false,
    });
  }

  dispose(): void {
    this.controller.abort();
  }

  private point(event: { clientX: number; clientY: number }): Point {
    const box = this.element.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  private sample(event: PointerEvent): StrokeSample {
    return { ...this.point(event), pointerType: event.pointerType, pressure: event.pressure };
  }

  private down(event: PointerEvent): void {
    event.preventDefault();
    if (event.pointerType === 'touch') return this.fingerDown(event);
    if (this.mode !== 'idle') return;
    this.element.setPointerCapture(event.pointerId);
    this.activePointer = event.pointerId;
    if (event.button === BUTTON.middle) {
      this.mode = 'pan';
      this.lastPan = this.point(event);
      return;
    }
    const erase =
      event.button === BUTTON.right ||
      event.button === BUTTON.penEraser ||
      (event.buttons & PEN_ERASER_BUTTONS) !== 0 ||
      event.shiftKey;
    this.mode = 'stroke';
    this.target.strokeStart(this.sample(event), erase);
  }

  private fingerDown(event: PointerEvent): void {
    this.fingers.set(event.pointerId, this.point(event));
    this.target.hover(null);
    // A palm resting while a pen or mouse paints must not cancel that stroke.
    const fingerStroke = this.mode === 'stroke' && this.fingers.has(this.activePointer);
    if (this.mode === 'idle' && this.fingers.size === 1) {
      this.mode = 'stroke';
      this.activePointer = event.pointerId;
      this.target.strokeStart(this.sample(event), false);
    } else if (this.fingers.size === 2 && (this.mode === 'idle' || fingerStroke)) {
      if (fingerStroke) this.target.strokeCancel();
      this.mode = 'pinch';
      this.activePointer = -1;
      this.target.pinchStart(this.fingerPair());
    }
  }

  private fingerPair(): FingerPair {
    const [a, b] = [...this.fingers.values()];
    return [a!, b!];
  }

  private move(event: PointerEvent): void {
    if (event.pointerType === 'touch') {
      if (!this.fingers.has(event.pointerId)) return;
      this.fingers.set(event.pointerId, this.point(event));
      if (this.mode === 'pinch') this.target.pinchMove(this.fingerPair());
    } else {
      this.target.hover(this.point(event));
    }
    if (event.pointerId !== this.activePointer) return;
    if (this.mode === 'stroke') {
      // Coalesced events carry every position the hardware reported since the last frame.
      const samples = event.getCoalescedEvents?.() ?? [];
      this.target.strokeMove((samples.length ? samples : [event]).map((e) => this.sample(e)));
    } else if (this.mode === 'pan') {
      const at = this.point(event);
      this.target.panBy(at.x - this.lastPan.x, at.y - this.lastPan.y);
      this.lastPan = at;
    }
  }

  private up(event: PointerEvent, cancelled: boolean): void {
    if (event.pointerType === 'touch') {
      this.fingers.delete(event.pointerId);
      if (this.mode === 'pinch' || this.mode === 'waitForLift') {
        // The fingers left after a pinch paint nothing until all of them lift.
        this.mode = this.fingers.size > 0 ? 'waitForLift' : 'idle';
        return;
      }
    }
    if (event.pointerId !== this.activePointer) return;
    if (this.mode === 'stroke') {
      if (cancelled) this.target.strokeCancel();
      else this.target.strokeEnd();
    }
    this.mode = 'idle';
    this.activePointer = -1;
  }

  private wheel(event: WheelEvent): void {
    event.preventDefault();
    if (event.ctrlKey || event.metaKey) {
      this.target.zoomAt(this.point(event), Math.exp(-event.deltaY * WHEEL_ZOOM_PER_DELTA));
    } else if (event.deltaY !== 0) {
      this.target.resizeBrush(event.deltaY < 0 ? 1 : -1);
    }
  }
}
