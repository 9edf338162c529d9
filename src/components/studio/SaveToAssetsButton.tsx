/**
 * "Save to my assets": the result's bytes go to the asset library, where every studio can pick
 * them. Shown only when the app hands the studio a way to save (features never import each
 * other); once saved, it says so and stays pressed.
 */
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { generationsApi } from '../../lib/api/generations';
import { toaster } from '../toaster';
import { useStudio } from './studio-context';
import { useStudioText } from './use-studio-text';

export function SaveToAssetsButton({ url, fileName }: { url: string; fileName: string }) {
  const t = useStudioText();
  const { saveToAssets } = useStudio();
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  if (!saveToAssets) return null;
  const save = async () => {
    setState('saving');
    try {
      await saveToAssets(await generationsApi.download(url), fileName);
      setState('saved');
      toaster.create({ type: 'success', title: t('toast.saved') });
    } catch (error) {
      setState('idle');
      toaster.create({
        type: 'error',
        title: t('toast.saveFailed'),
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  return (
    <Button
      variant="outline"
      onClick={() => void save()}
      loading={state === 'saving'}
      disabled={state === 'saved'}
      data-testid="result-save"
      data-state={state}
    >
      {state === 'saved' ? t('actions.saved') : t('actions.saveToAssets')}
    </Button>
  );
}
