/**
 * After a model photo is refused for showing several people (docs/photo-check.md): "Crop to one
 * person" opens the crop box on that photo; the crop is made on the device, kept in my gallery
 * like an upload, and becomes the model, so Generate can be pressed again at once.
 */
import { Box, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CropDialog } from '../../components/studio/CropDialog';
import { studioGallery } from '../../components/studio/studio-gallery';
import { useStudio } from '../../components/studio/studio-context';
import { toaster } from '../../components/toaster';
import { submitProblem } from '../../lib/generation/submit-problem';
import { mediaClient, type CropBox } from '../../lib/workers/media-client';
import type { TryOnPage } from './try-on-page.model';

/** Whether the last submit was refused because the model photo shows several people. */
function severalPeople({ state }: TryOnPage): boolean {
  if (state.run.status !== 'submit-failed') return false;
  const problem = submitProblem('virtual-tryon', state.run.error);
  return problem.kind === 'fields' && problem.issues.model?.code === 'several_people';
}

export function CropToOnePerson({ page }: { page: TryOnPage }) {
  const { t } = useTranslation('photo-guide');
  const { owner, objectUrl } = useStudio();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const model = page.state.model;
  if (!model || !severalPeople(page)) return null;

  const apply = async (box: CropBox) => {
    setBusy(true);
    try {
      // An upload is at hand; an asset comes from its (same-origin) URL.
      const original =
        model.source.kind === 'file'
          ? model.source.blob
          : await (await fetch(model.previewUrl)).blob();
      const cropped = await mediaClient.cropImage(original, box);
      const name = model.label.replace(/(\.[a-z0-9]+)?$/i, '-crop$1') || 'crop.jpg';
      const item = {
        id: crypto.randomUUID(),
        owner,
        role: 'person_image' as const,
        name,
        blob: cropped.blob,
        width: cropped.width,
        height: cropped.height,
        addedAt: Date.now(),
      };
      await studioGallery.add(item).catch(() => undefined);
      page.dispatch({
        type: 'pickModel',
        image: {
          key: `gallery:${item.id}`,
          source: { kind: 'file', blob: cropped.blob, name },
          previewUrl: objectUrl(cropped.blob),
          label: name,
          origin: 'gallery',
        },
      });
      setOpen(false);
    } catch {
      toaster.create({ type: 'error', title: t('crop.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Button colorPalette="brand" onClick={() => setOpen(true)} data-testid="crop-open">
        {t('crop.open')}
      </Button>
      <CropDialog
        src={model.previewUrl}
        open={open}
        busy={busy}
        onApply={(box) => void apply(box)}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}
