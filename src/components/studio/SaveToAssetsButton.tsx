/**
 * "Save to my assets": the result's bytes go to the asset library, where every studio can pick
 * them. Shown only when the app hands the studio a way to save (features never import each
 * other); once saved, it says so and stays pressed.
 */
import { Button } from '@chakra-ui/react';
import { generationsApi } from '../../lib/api/generations';
import { useStudio } from './studio-context';
import { useSaveAction } from './use-save-action';
import { useStudioText } from './use-studio-text';

export function SaveToAssetsButton({ url, fileName }: { url: string; fileName: string }) {
  const t = useStudioText();
  const { saveToAssets } = useStudio();
  const { state, save } = useSaveAction(
    async () => saveToAssets?.(await generationsApi.download(url), fileName),
    { saved: t('toast.saved'), failed: t('toast.saveFailed') },
  );
  if (!saveToAssets) return null;
  return (
    <Button
      variant="outline"
      onClick={save}
      loading={state === 'saving'}
      disabled={state === 'saved'}
      data-testid="result-save"
      data-state={state}
    >
      {state === 'saved' ? t('actions.saved') : t('actions.saveToAssets')}
    </Button>
  );
}
