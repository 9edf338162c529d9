/**
 * How the app saves a body generator result as a body model (features never import each
 * other): its picture goes to the asset library (kept on the device too), then the asset is
 * marked as a body model with the generation it came from.
 */
import { useMemo } from 'react';
import type { Generation } from '../../../common/contracts/generations';
import { saveToLibrary } from '../../features/assets/save-to-library';
import type { SaveBodyModel } from '../../features/body-generator/SaveBodyModelButton';
import { bodyModelsApi } from '../../lib/api/body-models';
import { generationsApi } from '../../lib/api/generations';

async function saveBodyModel(owner: string, generation: Generation): Promise<void> {
  if (!generation.result_url) throw new Error('This result has no picture');
  const picture = await generationsApi.download(generation.result_url);
  const asset = await saveToLibrary(owner, picture, `body-model-${generation.id.slice(0, 8)}.jpg`);
  await bodyModelsApi.create({ asset_id: asset.id, generation_id: generation.id });
}

export function useBodyModelSaver(owner: string | null): SaveBodyModel | undefined {
  return useMemo(
    () => (owner ? (generation) => saveBodyModel(owner, generation) : undefined),
    [owner],
  );
}
