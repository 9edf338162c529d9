/**
 * Starts the editor once its container is in the page: decodes the photo and opens the worker
 * session in parallel, then hands both to a MaskEditorController, which lives until unmount.
 */
import { useEffect, useState, type RefObject } from 'react';
import { openMaskSession } from '../../lib/workers/mask-client';
import type { EditorStateStore } from './editor-state';
import { MaskEditorController } from './mask-editor-controller';
import { MASK_RGB } from './mask-stage';
import type { Size } from './view-transform';

export interface MaskEditorSource {
  /** The photo: a Blob (e.g. from the asset library) or a URL. */
  image: Blob | string;
  /** The source image's natural size; the mask is made at this resolution. */
  size: Size;
  /** A previous mask to continue (white = selected). */
  initialMask?: Blob;
}

async function loadImage(source: Blob | string): Promise<HTMLImageElement> {
  const url = typeof source === 'string' ? source : URL.createObjectURL(source);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    if (typeof source !== 'string') URL.revokeObjectURL(url);
  }
}

export function useMaskEditorController(
  container: RefObject<HTMLDivElement | null>,
  { image, size, initialMask }: MaskEditorSource,
  store: EditorStateStore,
): MaskEditorController | null {
  const [controller, setController] = useState<MaskEditorController | null>(null);
  const { width, height } = size;

  useEffect(() => {
    let cancelled = false;
    let started: MaskEditorController | null = null;
    const session = openMaskSession({ width, height, overlayColour: MASK_RGB, initialMask });
    Promise.all([loadImage(image), session]).then(
      ([photo, opened]) => {
        if (cancelled || !container.current) return opened.close();
        started = new MaskEditorController({
          container: container.current,
          image: photo,
          size: { width, height },
          session: opened,
          store,
        });
        setController(started);
      },
      () => {
        if (!cancelled) store.update({ status: 'failed' });
        void session.then(
          (opened) => opened.close(),
          () => undefined,
        );
      },
    );
    return () => {
      cancelled = true;
      started?.destroy();
      setController(null);
    };
  }, [container, image, width, height, initialMask, store]);

  return controller;
}
