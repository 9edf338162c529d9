/**
 * The mask editor in a dialog: full screen on tablets, nearly so on desktops. Importing this
 * costs no Konva: the editor's code loads when the dialog first opens. Escape and clicks
 * outside do not close it, because that would throw strokes away; the editor's Cancel (or
 * Escape inside it) asks first.
 */
import { lazy, Suspense } from 'react';
import { Center, Dialog, Portal, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MaskEditorProps } from './MaskEditor';

const MaskEditor = lazy(() => import('./MaskEditor'));

export interface MaskEditorDialogProps extends MaskEditorProps {
  open: boolean;
}

export function MaskEditorDialog({ open, ...editor }: MaskEditorDialogProps) {
  const { t } = useTranslation('mask-editor');
  return (
    <Dialog.Root
      open={open}
      size="cover"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      // Closing is the editor's Cancel; the dialog itself never asks to close.
      onOpenChange={() => undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner p={{ base: '0', lg: '6' }}>
          <Dialog.Content borderRadius={{ base: '0', lg: 'l3' }} data-testid="mask-editor-dialog">
            <Dialog.Header pb="2">
              <Dialog.Title>{t('title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" minH="0" pb="4">
              <Suspense
                fallback={
                  <Center flex="1">
                    <Spinner size="lg" />
                  </Center>
                }
              >
                {open && <MaskEditor {...editor} />}
              </Suspense>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
