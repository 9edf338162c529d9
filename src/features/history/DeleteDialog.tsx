/** Asks before a generation is deleted for good (docs/product-rules.md#history-actions). */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface DeleteDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}

export function DeleteDialog(props: DeleteDialogProps) {
  const { t } = useTranslation('history');
  return (
    <ConfirmDialog
      {...props}
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      testId="delete-dialog"
      confirmTestId="delete-confirm"
    >
      <Text color="fg.muted">{t('delete.lead')}</Text>
    </ConfirmDialog>
  );
}
