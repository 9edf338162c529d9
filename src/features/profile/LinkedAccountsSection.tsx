/** Linked accounts: whether Google signs in to this account too, and since when. */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../common/contracts/account';
import { GoogleMark } from '../../components/brand/GoogleMark';
import { useLanguage } from '../../lib/i18n/use-language';
import { formatDate } from './profile-format';
import { ProfileSection } from './ProfileSection';

export function LinkedAccountsSection({ account }: { account: Account }) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const { google } = account;
  return (
    <ProfileSection id="linked" title={t('linked.title')} lead={t('linked.lead')}>
      <HStack gap="3" align="center" data-testid="linked-google">
        <Box p="2" borderWidth="1px" borderRadius="lg" display="grid" placeItems="center">
          <GoogleMark />
        </Box>
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight="medium">{t('linked.google')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {google
              ? t('linked.linkedSince', { date: formatDate(google.linked_at, language) })
              : t('linked.notLinkedLead', { email: account.user.email })}
          </Text>
        </Stack>
        {!google && (
          <Badge variant="subtle" colorPalette="gray">
            {t('linked.notLinked')}
          </Badge>
        )}
      </HStack>
    </ProfileSection>
  );
}
