/**
 * "Save as a body model": the result goes to the asset library and is marked as one of the
 * user's body models (the app hands the studio the way to: features never import each other),
 * so the dashboard lists it and the try-on studio offers it as a model.
 */
import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Generation } from '../../../common/contracts/generations';
import { PATHS } from '../../../common/routes';
import { useSaveAction } from '../../components/studio/use-save-action';

/** Keeps a body generator result as a body model; rejects when it could not. */
export type SaveBodyModel = (generation: Generation) => Promise<void>;

export function SaveBodyModelButton({
  generation,
  save,
}: {
  generation: Generation;
  save: SaveBodyModel;
}) {
  const { t } = useTranslation('body-generator');
  const { state, save: onSave } = useSaveAction(() => save(generation), {
    saved: t('toast.modelSaved'),
    failed: t('toast.modelSaveFailed'),
  });
  if (state === 'saved')
    return (
      <Button asChild colorPalette="brand" variant="subtle" data-testid="body-model-try-on">
        <RouterLink to={PATHS.virtualTryOn}>{t('actions.useInTryOn')}</RouterLink>
      </Button>
    );
  return (
    <Button
      colorPalette="brand"
      variant="outline"
      onClick={onSave}
      loading={state === 'saving'}
      data-testid="body-model-save"
    >
      {t('actions.saveModel')}
    </Button>
  );
}
