/**
 * Asks before something that cannot be taken back: the title, what will happen (its children),
 * Cancel and the red confirm button, which waits for the action; neither Esc nor a click
 * outside closes it meanwhile.
 */
import { useState, type ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
  /** The dialog's test id. */
  testId?: string;
  confirmTestId?: string;
}

export function ConfirmDialog({ open, onClose, onConfirm, ...props }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && !busy && onClose()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid={props.testId}>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {props.cancelLabel}
              </Button>
              <Button
                colorPalette="red"
                loading={busy}
                onClick={() => void confirm()}
                data-testid={props.confirmTestId}
              >
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
