/**
 * Asks before a regenerate spends credits, naming the studio's cost from the registry
 * (docs/product-rules.md#history-actions): one tap on a card must not charge the account.
 */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Generation } from '../../../common/contracts/generations';
import { GENERATION_CREDIT_COST } from '../../../common/credits';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface RegenerateDialogProps {
  /** The generation to run again, or null while nothing is asked. */
  generation: Generation | null;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}

export function RegenerateDialog({ generation, onClose, onConfirm }: RegenerateDialogProps) {
  const { t } = useTranslation('history');
  const cost = generation ? GENERATION_CREDIT_COST[generation.service] : 0;
  return (
    <ConfirmDialog
      open={generation !== null}
      onClose={onClose}
      onConfirm={onConfirm}
      title={t('regenerate.title')}
      confirmLabel={t('regenerate.confirm', { count: cost })}
      cancelLabel={t('regenerate.cancel')}
      testId="regenerate-dialog"
      confirmTestId="regenerate-confirm"
    >
      <Text color="fg.muted">{t('regenerate.lead', { count: cost })}</Text>
    </ConfirmDialog>
  );
}
