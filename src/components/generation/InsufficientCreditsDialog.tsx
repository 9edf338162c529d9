/**
 * The credits check's answer where there is no studio form to show it in (the history's
 * Regenerate): balance, cost, shortage, what the balance still pays for, and a way to buy.
 */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CreditCheck } from '../../lib/generation/credit-check';
import { InsufficientCredits } from './InsufficientCredits';

export function InsufficientCreditsDialog({
  check,
  onClose,
}: {
  check: Extract<CreditCheck, { ok: false }> | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('generation');
  return (
    <Dialog.Root
      open={check !== null}
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="insufficient-credits-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('credits.insufficientTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {check && <InsufficientCredits check={check} titled={false} />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
