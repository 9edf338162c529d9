/**
 * What both hairstyle pages (the wizard and the one-page form) show of the studio's own, on its
 * state and run: the photo picker, the style picker, the review with the customisation, the
 * result beside the photo.
 */
import { ImagePicker } from '../../components/studio/ImagePicker';
import { useStudioPage, type StudioPage } from '../../components/studio/use-studio-page';
import { hairReducer, INITIAL_HAIR, type HairAction, type HairState } from './hair-machine';
import { HAIR_RUN } from './hair-request';
import { usePreviewEngine } from './hair-texts';
import { HairReview } from './HairReview';
import { HairSettings } from './HairSettings';
import { StylePicker } from './StylePicker';

export type HairPage = StudioPage<HairState, HairAction>;

export function useHairPage(initialBalance: number | null): HairPage {
  return useStudioPage({
    spec: HAIR_RUN,
    reducer: hairReducer,
    initial: INITIAL_HAIR,
    initialBalance,
  });
}

export function useHairParts({ state, dispatch }: HairPage) {
  const preview = usePreviewEngine();
  return {
    photo: (
      <ImagePicker
        key="image"
        field="image"
        selectedKey={state.photo?.key}
        onPick={(photo) => dispatch({ type: 'pickPhoto', photo })}
      />
    ),
    style: <StylePicker choice={state} dispatch={dispatch} preview={preview} />,
    review: <HairReview choice={state} />,
    settings: <HairSettings choice={state} dispatch={dispatch} preview={preview} />,
    result: {
      testId: 'hair-result',
      before: state.photo && { src: state.photo.previewUrl, alt: state.photo.label },
    },
  };
}
