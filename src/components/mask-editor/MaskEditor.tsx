/**
 * The mask editor (docs/product-rules.md#shared-screens-and-dialogs,
 * docs/architecture.md#the-mask-editor): paint a mask over a photo with a mouse, a finger or a pen,
 * and get it back as a PNG at the photo's resolution — 8-bit greyscale, white = the area to change,
 * black = keep, as the hosted inpainting models expect. It fills its parent; open it in
 * MaskEditorDialog, or place it in a page with a height.
 */
import { useRef, useState, useSyncExternalStore } from 'react';
import { Alert, Box, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useUnsavedWork } from '../../lib/pwa/unsaved-work';
import { defaultBrushSize } from './brush-size';
import { EditorStateStore } from './editor-state';
import { MaskEditorFooter } from './MaskEditorFooter';
import { MaskToolbar, type MaskToolbarActions } from './MaskToolbar';
import { useMaskEditorController, type MaskEditorSource } from './use-mask-editor-controller';
import { useMaskShortcuts } from './use-mask-shortcuts';

export interface MaskEditorProps extends MaskEditorSource {
  /** 'Use mask': the PNG at `size` (white = selected, black = not). */
  onUseMask(png: Blob): void;
  onCancel(): void;
}

type Announcement = 'undone' | 'redone' | 'cleared';

export default function MaskEditor({ onUseMask, onCancel, ...source }: MaskEditorProps) {
  const { t } = useTranslation('mask-editor');
  const { width, height } = source.size;
  // One store per editor: a new photo means a new editor (give it a new `key`).
  const [store] = useState(
    () =>
      new EditorStateStore({
        status: 'loading',
        tool: 'paint',
        brushSize: defaultBrushSize(width, height),
        canUndo: false,
        canRedo: false,
        isEmpty: true,
        pendingOperations: 0,
        historyBytes: 0,
        revision: 0,
      }),
  );
  const state = useSyncExternalStore(store.subscribe, store.get);
  const stageRef = useRef<HTMLDivElement>(null);
  const controller = useMaskEditorController(stageRef, source, store);
  const [announcement, setAnnouncement] = useState({ key: '', serial: 0 });
  const [exportedRevision, setExportedRevision] = useState(-1);
  const [exporting, setExporting] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const dirty = state.canUndo && state.revision !== exportedRevision;
  useUnsavedWork('mask-editor', dirty);

  const announce = (key: Announcement) => (changed: boolean) => {
    if (changed) setAnnouncement(({ serial }) => ({ key, serial: serial + 1 }));
  };
  const actions: MaskToolbarActions = {
    setTool: (tool) => controller?.setTool(tool),
    setBrushSize: (size) => controller?.setBrushSize(size),
    undo: () => void controller?.undo().then(announce('undone')),
    redo: () => void controller?.redo().then(announce('redone')),
    reset: () => void controller?.reset().then(announce('cleared')),
    fit: () => controller?.fit(),
  };
  useMaskShortcuts({
    ...actions,
    resizeBrush: (direction) => controller?.resizeBrush(direction),
    paint: () => actions.setTool('paint'),
    erase: () => actions.setTool('erase'),
    cancel: () => requestCancel(),
  });

  function requestCancel() {
    if (dirty) setConfirmingCancel(true);
    else onCancel();
  }

  const exportMask = async () => {
    if (!controller) return;
    setExporting(true);
    try {
      const png = await controller.exportPng();
      setExportedRevision(store.get().revision);
      onUseMask(png);
    } catch {
      store.update({ status: 'failed' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack
      gap="3"
      h="full"
      minH="0"
      data-testid="mask-editor"
      data-status={state.status}
      data-busy={state.pendingOperations > 0}
      data-tool={state.tool}
      data-brush-size={state.brushSize}
      data-history-bytes={state.historyBytes}
    >
      <MaskToolbar state={state} actions={actions} />
      {state.status === 'failed' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('failed')}</Alert.Title>
        </Alert.Root>
      )}
      <Box
        position="relative"
        flex="1"
        minH="60"
        borderRadius="md"
        overflow="hidden"
        bg="gray.800"
        css={{ touchAction: 'none', userSelect: 'none', WebkitUserSelect: 'none' }}
      >
        <Box
          ref={stageRef}
          position="absolute"
          inset="0"
          cursor="none"
          role="img"
          aria-label={t('canvasLabel')}
          data-testid="mask-stage"
        />
        {state.status === 'loading' && (
          <Stack position="absolute" inset="0" align="center" justify="center" color="white">
            <Spinner size="lg" />
            <Text>{t('loading')}</Text>
          </Stack>
        )}
      </Box>
      <VisuallyHidden aria-live="polite" data-testid="mask-announcer">
        {announcement.key && (
          <span key={announcement.serial}>{t(`announce.${announcement.key}`)}</span>
        )}
      </VisuallyHidden>
      <MaskEditorFooter
        confirmingCancel={confirmingCancel}
        canUse={state.status === 'ready'}
        exporting={exporting}
        onUseMask={() => void exportMask()}
        onCancel={requestCancel}
        onKeepEditing={() => setConfirmingCancel(false)}
        onDiscard={onCancel}
      />
    </Stack>
  );
}
