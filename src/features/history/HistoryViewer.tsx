/**
 * The image review viewer (docs/product-rules.md#shared-screens-and-dialogs) for one result: zoom,
 * rotate, open in a new tab, details. A video result plays there, over its poster; like a
 * picture, it is fetched whole once and kept on the device, so it plays offline afterwards.
 */
import { useTranslation } from 'react-i18next';
import type { Generation } from '../../../common/contracts/generations';
import { formatDate } from '../../components/generation/generation-labels';
import { ImageViewer } from '../../components/media/ImageViewer';
import { useGenerationImage } from './use-generation-image';

export function HistoryViewer({
  generation,
  onClose,
  onDownload,
}: {
  generation: Generation;
  onClose: () => void;
  onDownload: () => void;
}) {
  const { t, i18n } = useTranslation('history');
  const image = useGenerationImage(generation, 'result');
  const video = generation.result_type === 'video';
  const poster = useGenerationImage(generation, 'thumbnail', video);
  const blob = image.state === 'ready' ? image.blob : undefined;
  return (
    <ImageViewer
      open
      kind={video ? 'video' : 'image'}
      poster={poster.state === 'ready' ? poster.url : null}
      unavailable={image.state === 'missing' ? t('media:video.playsOnline') : null}
      src={image.state === 'ready' ? image.url : null}
      onClose={onClose}
      onDownload={onDownload}
      details={{
        name: t('viewer.name', {
          service: t(`common:services.${generation.service}.name`),
          date: formatDate(generation.created_at, i18n.language),
        }),
        width: generation.result_width,
        height: generation.result_height,
        byteSize: blob?.size ?? 0,
        type: blob?.type || (video ? 'video' : 'image'),
        createdAt: generation.created_at,
      }}
    />
  );
}
