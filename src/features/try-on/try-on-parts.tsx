/**
 * What both try-on pages (the wizard and the one-page form) show of try-on's own, on its state
 * and run: the model and garment pickers, the review with the garment category, the result.
 */
import { Stack } from '@chakra-ui/react';
import { GARMENT_CATEGORIES } from '../../../common/contracts/generations';
import { ImagePicker } from '../../components/studio/ImagePicker';
import { useStudioPage } from '../../components/studio/use-studio-page';
import { CropToOnePerson } from './CropToOnePerson';
import { LocalEngineNote } from './LocalEngineNote';
import { CategoryChoice, TryOnReview } from './TryOnReview';
import { INITIAL_WIZARD, wizardReducer } from './try-on-machine';
import type { TryOnPage } from './try-on-page.model';
import { TRY_ON_RUN } from './try-on-request';

export function useTryOnPage(initialBalance: number | null): TryOnPage {
  return useStudioPage({
    spec: TRY_ON_RUN,
    reducer: wizardReducer,
    initial: INITIAL_WIZARD,
    initialBalance,
  });
}

export function tryOnParts(page: TryOnPage) {
  const { state, dispatch } = page;
  return {
    model: (
      <Stack key="model" gap="4">
        <LocalEngineNote />
        <ImagePicker
          field="model"
          selectedKey={state.model?.key}
          onPick={(image) => dispatch({ type: 'pickModel', image })}
        />
      </Stack>
    ),
    garment: (
      <ImagePicker
        key="garment"
        field="garment"
        selectedKey={state.garment?.key}
        onPick={(image, sample) =>
          dispatch({
            type: 'pickGarment',
            image: sample ? { ...image, category: sample.category } : image,
          })
        }
      />
    ),
    review: (
      <Stack gap="4">
        <CropToOnePerson page={page} />
        <TryOnReview model={state.model} garment={state.garment} />
      </Stack>
    ),
    settings: (
      <CategoryChoice
        categories={GARMENT_CATEGORIES}
        selected={state.category}
        onSelect={(category) => dispatch({ type: 'setCategory', category })}
      />
    ),
    result: {
      testId: 'try-on-result',
      before: state.model && { src: state.model.previewUrl, alt: state.model.label },
    },
  };
}
