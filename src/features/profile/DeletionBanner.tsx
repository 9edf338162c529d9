/** At the top of the page while a deletion is scheduled: when, and "Cancel deletion". */
import { useState } from 'react';
import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../common/contracts/account';
import { toaster } from '../../components/toaster';
import { useLanguage } from '../../lib/i18n/use-language';
import { accountApi } from './account.api';
import { toastFailure } from './profile-errors';
import { formatDate } from './profile-format';

interface DeletionBannerProps {
  dueAt: string;
  onChange: (account: Account) => void;
}

export function DeletionBanner({ dueAt, onChange }: DeletionBannerProps) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const [cancelling, setCancelling] = useState(false);

  const cancel = async () => {
    setCancelling(true);
    try {
      onChange(await accountApi.cancelDeletion());
      toaster.create({ type: 'success', title: t('deletion.cancelled') });
    } catch (error) {
      toastFailure(t, t('deletion.cancelFailed'), error);
    } finally {
      setCancelling(false);
    }
  };

  return (
    <Alert.Root
      status="error"
      variant="surface"
      borderRadius="xl"
      alignItems="start"
      flexWrap="wrap"
      gap="3"
      data-testid="deletion-banner"
    >
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        <Alert.Title>
          {t('deletion.bannerTitle', { date: formatDate(dueAt, language) })}
        </Alert.Title>
        <Alert.Description>{t('deletion.bannerLead')}</Alert.Description>
      </Alert.Content>
      <Button
        colorPalette="red"
        size="sm"
        loading={cancelling}
        onClick={() => void cancel()}
        data-testid="deletion-cancel"
      >
        {t('deletion.cancel')}
      </Button>
    </Alert.Root>
  );
}
