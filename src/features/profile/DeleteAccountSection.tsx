/**
 * Delete my account (the danger zone): what is erased, what is kept anonymised and why, and
 * the 7-day grace period during which the deletion can be cancelled.
 */
import { useState } from 'react';
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_DELETION_GRACE_DAYS, type Account } from '../../../common/contracts/account';
import { TrashIcon } from '../../components/icons';
import { toaster } from '../../components/toaster';
import { useLanguage } from '../../lib/i18n/use-language';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { formatDate } from './profile-format';
import { ProfileSection } from './ProfileSection';

function Fact({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap="1" p="4" bg="bg.subtle" borderRadius="lg">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {text}
      </Text>
    </Stack>
  );
}

interface DeleteAccountSectionProps {
  account: Account;
  onChange: (account: Account) => void;
}

export function DeleteAccountSection({ account, onChange }: DeleteAccountSectionProps) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const [asking, setAsking] = useState(false);
  const due = account.deletion_due_at;

  return (
    <ProfileSection
      id="delete"
      title={t('deletion.title')}
      lead={t('deletion.lead', { days: ACCOUNT_DELETION_GRACE_DAYS })}
      danger
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Fact title={t('deletion.erasedTitle')} text={t('deletion.erased')} />
        <Fact title={t('deletion.keptTitle')} text={t('deletion.kept')} />
      </SimpleGrid>
      <Text fontSize="sm">{t('deletion.creditsLost')}</Text>
      {due ? (
        <Box p="3" bg="red.50" color="red.800" borderRadius="lg" fontSize="sm">
          {t('deletion.scheduledNote', { date: formatDate(due, language) })}
        </Box>
      ) : (
        <Button
          colorPalette="red"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          onClick={() => setAsking(true)}
          data-testid="delete-account"
        >
          <TrashIcon /> {t('deletion.start')}
        </Button>
      )}
      {asking && (
        <DeleteAccountDialog
          account={account}
          open
          onClose={() => setAsking(false)}
          onScheduled={(scheduled) => {
            setAsking(false);
            onChange(scheduled);
            toaster.create({
              type: 'warning',
              title: t('deletion.scheduled'),
              description: t('deletion.scheduledLead', {
                date: formatDate(scheduled.deletion_due_at ?? '', language),
              }),
            });
            // The banner with "Cancel deletion" is at the top of the page.
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}
    </ProfileSection>
  );
}
