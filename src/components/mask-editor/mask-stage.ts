/**
 * The Konva scene: the photo; the mask layer (the committed overlay plus the live strokes on a
 * buffer group — one layer, because an erase stroke must cut the overlay with destination-out,
 * and compositing only works within one canvas); and the brush ring. No layer listens: pointer
 * input is read on the container (pointer-gestures.ts), so Konva redraws no hit canvases.
 */
import Konva from 'konva/lib/Core';
import { Circle } from 'konva/lib/shapes/Circle';
import { Image as KonvaImage } from 'konva/lib/shapes/Image';
import type { Point, Size, View } from './view-transform';

/** The mask's colour: a vivid pink that stands out on hair of any colour. */
export const MASK_RGB = [255, 45, 111] as const;
export const MASK_CSS_COLOUR = `rgb(${MASK_RGB.join(', ')})`;

/** The mask layer's opacity: the hair under it stays visible while it is painted. */
const MASK_LAYER_OPACITY = 0.55;

export class MaskStage {
  private readonly stage: Konva.Stage;
  private readonly maskLayer: Konva.Layer;
  private readonly buffer: Konva.Group;
  private readonly cursorLayer: Konva.Layer;
  private readonly rings: Circle[];

  constructor(
    container: HTMLDivElement,
    image: CanvasImageSource,
    size: Size,
    overlay: HTMLCanvasElement,
  ) {
    this.stage = new Konva.Stage({ container, width: 1, height: 1, listening: false });
    const imageLayer = new Konva.Layer({ listening: false });
    imageLayer.add(new KonvaImage({ image, ...size }));
    this.maskLayer = new Konva.Layer({ listening: false });
    this.maskLayer.add(new KonvaImage({ image: overlay, ...size }));
    this.buffer = new Konva.Group();
    this.maskLayer.add(this.buffer);
    // Opacity on the layer's canvas, not on each shape: overlapping strokes stay one even tint.
    this.maskLayer.getNativeCanvasElement().style.opacity = String(MASK_LAYER_OPACITY);
    this.cursorLayer = new Konva.Layer({ listening: false, visible: false });
    // A dark ring under a light one shows on any photo.
    this.rings = [
      new Circle({ stroke: 'rgba(0, 0, 0, 0.6)', strokeWidth: 3 }),
      new Circle({ stroke: 'white', strokeWidth: 1.5 }),
    ];
    for (const ring of this.rings) {
      ring.strokeScaleEnabled(false);
      this.cursorLayer.add(ring);
    }
    this.stage.add(imageLayer, this.maskLayer, this.cursorLayer);
  }

  resize(viewport: Size): void {
    this.stage.size(viewport);
  }

  setView({ scale, x, y }: View): void {
    this.stage.scale({ x: scale, y: scale });
    this.stage.position({ x, y });
    this.stage.batchDraw();
  }

  addLiveStroke(shape: Konva.Shape): void {
    this.buffer.add(shape);
    this.maskLayer.batchDraw();
  }

  removeLiveStroke(shape: Konva.Shape): void {
    shape.destroy();
    this.maskLayer.batchDraw();
  }

  /** Redraws the mask on the next frame (after a live stroke grew or a patch arrived). */
  redrawMask(): void {
    this.maskLayer.batchDraw();
  }

  /** Shows the brush ring at an image point with a radius in image pixels; null hides it. */
  showBrush(at: Point | null, radius: number): void {
    this.cursorLayer.visible(at !== null);
    if (at) for (const ring of this.rings) ring.setAttrs({ ...at, radius });
    this.cursorLayer.batchDraw();
  }

  destroy(): void {
    this.stage.destroy();
  }
}
