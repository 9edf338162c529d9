/**
 * "My body models" in my gallery, for an input that takes a person: the body generator results
 * the user saved as models (docs/studios.md "Body models"), picked as the asset library image
 * each one is. Shown only when there are some; nothing when the list cannot be had.
 */
import { useEffect, useState } from 'react';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { BodyModel } from '../../../common/contracts/body-models';
import { bodyModelsApi } from '../../lib/api/body-models';
import type { PickedImage } from '../../lib/generation/picked-image';
import { PickTile } from './PickTile';
import { useStudioText } from './use-studio-text';

/** A body model's pick key: its asset's, so the model is shown chosen wherever it was picked. */
export const bodyModelKey = (model: BodyModel) => `gallery:body-model:${model.asset.id}`;

function measuresOf(model: BodyModel): string | undefined {
  const { height_cm: height, weight_kg: weight } = model.params ?? {};
  return typeof height === 'number' && typeof weight === 'number'
    ? `${height} cm · ${weight} kg`
    : undefined;
}

export function BodyModelsShelf({
  selectedKey,
  onPick,
}: {
  selectedKey: string | undefined;
  onPick: (image: PickedImage) => void;
}) {
  const t = useStudioText();
  const [models, setModels] = useState<BodyModel[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    bodyModelsApi
      .list(controller.signal)
      .then(setModels)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  if (models.length === 0) return null;
  return (
    <Stack gap="2" as="section" aria-labelledby="body-models-title" data-testid="body-models-shelf">
      <Text id="body-models-title" fontWeight="semibold" fontSize="sm">
        {t('gallery.bodyModels')}
      </Text>
      <SimpleGrid columns={{ base: 3, xl: 4 }} gap="3">
        {models.map((model) => {
          const label = measuresOf(model) ?? model.asset.original_name;
          return (
            <PickTile
              key={model.id}
              src={model.asset.thumbnail_url ?? model.asset.url}
              label={t('gallery.bodyModel', { label })}
              selected={selectedKey === bodyModelKey(model)}
              onPick={() =>
                onPick({
                  key: bodyModelKey(model),
                  source: { kind: 'asset', id: model.asset.id },
                  previewUrl: model.asset.url,
                  label,
                  origin: 'asset',
                })
              }
              testId="body-model-tile"
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
