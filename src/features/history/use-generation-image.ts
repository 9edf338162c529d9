import { useEffect, useEffectEvent, useState } from 'react';
import type { Generation } from '../../../common/contracts/generations';
import type { CardImage } from '../../components/generation/GenerationCard';
import type { HistoryBlobKind } from './history-cache';
import { loadGenerationBlob, takeThumbnail } from './history-images';

export type GenerationImage = CardImage & { blob?: Blob };

/** An object URL for a generation's thumbnail or result, revoked when no longer shown. */
export function useGenerationImage(
  generation: Generation,
  kind: HistoryBlobKind,
  enabled = true,
): GenerationImage {
  const [image, setImage] = useState<GenerationImage>({ state: 'loading' });
  const ready = enabled && generation.status === 'success';
  const { id } = generation;
  // The signed URLs change with every listing; the picture behind an id does not.
  const load = useEffectEvent(() =>
    kind === 'thumbnail' ? takeThumbnail(generation) : loadGenerationBlob(generation, kind),
  );
  useEffect(() => {
    if (!ready) return;
    let url: string | null = null;
    let live = true;
    load().then(
      (blob) => {
        if (!live) return;
        url = blob ? URL.createObjectURL(blob) : null;
        setImage(url && blob ? { state: 'ready', url, blob } : { state: 'missing' });
      },
      () => live && setImage({ state: 'missing' }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, kind, ready]);
  return image;
}
