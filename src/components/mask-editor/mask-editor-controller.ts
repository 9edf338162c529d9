/**
 * The mask editor's engine: a plain TypeScript controller that owns the Konva scene, reads the
 * pointer and talks to the worker session (docs/style.md#mask-editor-state). A stroke is drawn
 * locally on the very next frame and sent as a command on pointer-up; the worker answers with an
 * overlay patch, and only then is the live stroke removed, so nothing flickers and no pointer event
 * ever waits for the worker.
 */
import { radiusForPressure, type MaskMode } from '../../../common/mask';
import type { MaskSession, MaskUpdate } from '../../lib/workers/mask-client';
import { clampBrushSize, stepBrushSize } from './brush-size';
import type { EditorStateStore } from './editor-state';
import { LiveStroke } from './live-stroke';
import { MASK_CSS_COLOUR, MaskStage } from './mask-stage';
import { OverlayCanvas } from './overlay-canvas';
import { PointerGestures, type GestureTarget, type StrokeSample } from './pointer-gestures';
import { StageViewport } from './stage-viewport';
import type { FingerPair, Point, Size } from './view-transform';

export interface ControllerOptions {
  container: HTMLDivElement;
  image: CanvasImageSource;
  /** The source image's size: the mask's resolution. */
  size: Size;
  session: MaskSession;
  store: EditorStateStore;
}

export class MaskEditorController implements GestureTarget {
  private readonly session: MaskSession;
  private readonly store: EditorStateStore;
  private readonly overlay: OverlayCanvas;
  private readonly stage: MaskStage;
  private readonly viewport: StageViewport;
  private readonly gestures: PointerGestures;
  private readonly resizeObserver: ResizeObserver;
  private live: LiveStroke | null = null;
  private hoverAt: Point | null = null;
  private pendingStrokes = 0;
  private lastUpdate: MaskUpdate;

  constructor({ container, image, size, session, store }: ControllerOptions) {
    this.session = session;
    this.store = store;
    this.overlay = new OverlayCanvas(size.width, size.height);
    this.stage = new MaskStage(container, image, size, this.overlay.canvas);
    this.viewport = new StageViewport(container, size, (view, viewportSize) => {
      this.stage.resize(viewportSize);
      this.stage.setView(view);
      this.hover(this.hoverAt);
    });
    this.lastUpdate = session.opened;
    this.showUpdate(session.opened);
    this.gestures = new PointerGestures(container, this);
    this.resizeObserver = new ResizeObserver(() => this.viewport.layout());
    this.resizeObserver.observe(container);
    this.viewport.layout();
    store.update({ status: 'ready' });
  }

  destroy(): void {
    this.resizeObserver.disconnect();
    this.gestures.dispose();
    this.stage.destroy();
    this.session.close();
  }

  setTool(tool: MaskMode): void {
    this.store.update({ tool });
  }

  setBrushSize(size: number): void {
    this.store.update({ brushSize: clampBrushSize(size) });
    this.hover(this.hoverAt);
  }

  fit(): void {
    this.viewport.fit();
  }

  /** Each resolves true when it changed the mask. */
  undo = () => this.command(() => this.session.undo());
  redo = () => this.command(() => this.session.redo());
  reset = () => this.command(() => this.session.reset());

  /** The mask PNG, once every stroke sent before has been applied. */
  exportPng(): Promise<Blob> {
    return this.track(this.session.exportPng());
  }

  // GestureTarget: called by PointerGestures.

  strokeStart(sample: StrokeSample, forceErase: boolean): void {
    if (this.store.get().status !== 'ready') return;
    this.live = new LiveStroke(forceErase ? 'erase' : this.store.get().tool, MASK_CSS_COLOUR);
    this.addSample(this.live, sample);
    this.stage.addLiveStroke(this.live.shape);
  }

  strokeMove(samples: StrokeSample[]): void {
    const live = this.live;
    if (!live) return;
    let grew = false;
    for (const sample of samples) grew = this.addSample(live, sample) || grew;
    if (grew) this.stage.redrawMask();
  }

  strokeEnd(): void {
    const live = this.live;
    if (!live) return;
    this.live = null;
    this.pendingStrokes += 1;
    const applied = this.track(this.session.applyStroke(live.toCommand()));
    applied
      .then((update) => this.showUpdate(update))
      .catch(() => this.store.update({ status: 'failed' }))
      .finally(() => {
        this.pendingStrokes -= 1;
        this.stage.removeLiveStroke(live.shape);
        this.publishHistory();
      });
  }

  strokeCancel(): void {
    if (this.live) this.stage.removeLiveStroke(this.live.shape);
    this.live = null;
  }

  pinchStart(fingers: FingerPair): void {
    this.viewport.pinchStart(fingers);
  }

  pinchMove(fingers: FingerPair): void {
    this.viewport.pinchMove(fingers);
  }

  panBy(dx: number, dy: number): void {
    this.viewport.panBy(dx, dy);
  }

  zoomAt(anchor: Point, factor: number): void {
    this.viewport.zoomAt(anchor, factor);
  }

  resizeBrush(direction: 1 | -1): void {
    this.setBrushSize(stepBrushSize(this.store.get().brushSize, direction));
  }

  hover(at: Point | null): void {
    this.hoverAt = at;
    const radius = this.store.get().brushSize / 2;
    this.stage.showBrush(at && this.viewport.toImage(at), radius);
  }

  // Internals.

  private addSample(live: LiveStroke, sample: StrokeSample): boolean {
    const radius = radiusForPressure(
      this.store.get().brushSize,
      sample.pointerType,
      sample.pressure,
    );
    return live.add(this.viewport.toImage(sample), radius);
  }

  private async command(send: () => Promise<MaskUpdate>): Promise<boolean> {
    try {
      const update = await this.track(send());
      this.showUpdate(update);
      return update.patch !== null;
    } catch {
      this.store.update({ status: 'failed' });
      return false;
    }
  }

  /** Counts a worker call as pending while it runs (the UI shows it; tests wait for it). */
  private track<T>(call: Promise<T>): Promise<T> {
    this.store.update({ pendingOperations: this.store.get().pendingOperations + 1 });
    return call.finally(() =>
      this.store.update({ pendingOperations: this.store.get().pendingOperations - 1 }),
    );
  }

  private showUpdate(update: MaskUpdate): void {
    this.lastUpdate = update;
    if (update.patch) {
      this.overlay.apply(update.patch);
      this.store.update({ revision: this.store.get().revision + 1 });
    }
    this.stage.redrawMask();
    this.publishHistory();
  }

  /** A stroke still on its way will be undoable, will drop the redo steps, and may paint. */
  private publishHistory(): void {
    const { canUndo, canRedo, isEmpty, historyBytes } = this.lastUpdate;
    const waiting = this.pendingStrokes > 0;
    this.store.update({
      canUndo: canUndo || waiting,
      canRedo: canRedo && !waiting,
      isEmpty: isEmpty && !waiting,
      historyBytes,
    });
  }
}
