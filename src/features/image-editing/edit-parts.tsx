/**
 * What image editing's page shows of the studio's own, on its state and run: the picture
 * picker, the describe step, the review, the result beside the picture. The engine the studio
 * runs on here (GET /api/studios) decides what the offline notes say and which advanced
 * settings show.
 */
import { useEffect } from 'react';
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../components/studio/ImagePicker';
import { useStudioEngine } from '../../components/studio/use-preview-engine';
import { useStudioPage, type StudioPage } from '../../components/studio/use-studio-page';
import { editReducer, INITIAL_EDIT, type EditAction, type EditState } from './edit-machine';
import { EDIT_RUN } from './edit-request';
import { EditDescribe } from './EditDescribe';
import { EditReview } from './EditReview';

export type EditPage = StudioPage<EditState, EditAction>;

export function useEditPage(initialBalance: number | null): EditPage {
  return useStudioPage({
    spec: EDIT_RUN,
    reducer: editReducer,
    initial: INITIAL_EDIT,
    initialBalance,
  });
}

export function useEditParts({ state, dispatch }: EditPage) {
  const { t } = useTranslation('image-editing');
  const engine = useStudioEngine('image-editing');
  const offline = engine === 'local';
  useEffect(() => {
    if (state.offline !== offline) dispatch({ type: 'setChoice', choice: { offline } });
  }, [offline, state.offline, dispatch]);
  return {
    upload: (
      <ImagePicker
        key="image"
        field="image"
        selectedKey={state.photo?.key}
        onPick={(photo) => dispatch({ type: 'pickPhoto', photo })}
      />
    ),
    describe: <EditDescribe choice={state} dispatch={dispatch} engine={engine} />,
    review: <EditReview choice={state} />,
    result: {
      testId: 'edit-result',
      before: state.photo && { src: state.photo.previewUrl, alt: state.photo.label },
      compareFirst: true,
      transparency: true,
      // Which path made it: the server's engine (for a credit), not this device.
      actions: () => (
        <Badge variant="outline" size="lg" data-testid="edit-result-path">
          {t(offline ? 'result.pathLocal' : 'result.pathHosted')}
        </Badge>
      ),
    },
  };
}
