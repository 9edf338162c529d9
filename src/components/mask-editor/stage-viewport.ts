/**
 * Where the image sits in the editor's container, and the gestures that move it: zoom to fit
 * (kept while the container resizes, until the user zooms or pans), ctrl+wheel zoom, pinch and
 * pan. Every change is reported to `onChange`, which redraws the stage.
 */
import {
  fitView,
  panBy,
  pinchView,
  toImagePoint,
  zoomAround,
  type FingerPair,
  type Point,
  type Size,
  type View,
} from './view-transform';

export class StageViewport {
  private view: View = { scale: 1, x: 0, y: 0 };
  /** While true the view follows the container's size; any zoom or pan ends it. */
  private fitted = true;
  private pinch: { start: View; from: FingerPair } | null = null;

  constructor(
    private readonly container: HTMLElement,
    private readonly image: Size,
    private readonly onChange: (view: View, viewport: Size) => void,
  ) {}

  toImage(screen: Point): Point {
    return toImagePoint(this.view, screen);
  }

  /** Call when the container's size changed. */
  layout(): void {
    this.show(this.fitted ? fitView(this.image, this.viewport()) : this.view, this.fitted);
  }

  fit(): void {
    this.fitted = true;
    this.layout();
  }

  pinchStart(fingers: FingerPair): void {
    this.pinch = { start: this.view, from: fingers };
  }

  pinchMove(fingers: FingerPair): void {
    if (this.pinch)
      this.show(pinchView(this.pinch.start, this.pinch.from, fingers, this.fitScale()));
  }

  panBy(dx: number, dy: number): void {
    this.show(panBy(this.view, dx, dy));
  }

  zoomAt(anchor: Point, factor: number): void {
    this.show(zoomAround(this.view, anchor, factor, this.fitScale()));
  }

  private fitScale(): number {
    return fitView(this.image, this.viewport()).scale;
  }

  private viewport(): Size {
    return { width: this.container.clientWidth, height: this.container.clientHeight };
  }

  private show(view: View, stillFitted = false): void {
    this.view = view;
    this.fitted = stillFitted;
    // For tests and debugging: where the image sits, without reaching into Konva.
    Object.assign(this.container.dataset, {
      viewScale: String(view.scale),
      viewX: String(view.x),
      viewY: String(view.y),
    });
    this.onChange(view, this.viewport());
  }
}
