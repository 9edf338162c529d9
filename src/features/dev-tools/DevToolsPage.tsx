/**
 * /dev-tools: developer helpers (the router shows it only where the server enables them). It lists the dev mailbox (mails the
 * server kept because no SMTP_URL is set: sign-up codes, reset links) and links the other
 * helpers.
 */
import { useEffect, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Code,
  Container,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DevMailboxResponse, DevMailboxMail } from '../../../common/contracts/dev-mailbox';
import { PATHS } from '../../../common/routes';
import { RefreshIcon } from '../../components/icons';
import { apiRequest } from '../../lib/api/client';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; mails: DevMailboxMail[] };

function MailCard({ mail }: { mail: DevMailboxMail }) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      as="article"
      p="4"
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      data-testid="mailbox-mail"
    >
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontWeight="semibold">{mail.subject}</Text>
        <Text fontSize="sm" color="fg.muted">
          {new Date(mail.created_at).toLocaleString(i18n.language)}
        </Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('devTools.to')} {mail.to}
      </Text>
      <Code as="pre" display="block" whiteSpace="pre-wrap" p="3" fontSize="sm">
        {mail.text}
      </Code>
    </Box>
  );
}

async function loadOutbox(): Promise<Load> {
  try {
    const { mails } = await apiRequest<DevMailboxResponse>('/api/dev/mailbox', { auth: false });
    return { state: 'ready', mails };
  } catch {
    return { state: 'error' };
  }
}

export default function DevToolsPage() {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    void loadOutbox().then((next) => live && setLoad(next));
    return () => {
      live = false;
    };
  }, [reloads]);

  return (
    <Container maxW="4xl" py="12">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('titles.devTools')}
        </Heading>
        <HStack gap="4" flexWrap="wrap">
          <Link asChild color="brand.fg">
            <RouterLink to={PATHS.test}>{t('titles.test')}</RouterLink>
          </Link>
          <Link asChild color="brand.fg">
            <RouterLink to={PATHS.testGoogleAuth}>{t('titles.testGoogleAuth')}</RouterLink>
          </Link>
          <Link href="/api/docs" color="brand.fg">
            {t('devTools.apiDocs')}
          </Link>
        </HStack>
        <HStack justify="space-between">
          <Heading as="h2" size="lg">
            {t('devTools.mailbox')}{' '}
            {load.state === 'ready' && <Badge colorPalette="brand">{load.mails.length}</Badge>}
          </Heading>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setReloads((n) => n + 1)}
            data-testid="mailbox-refresh"
          >
            <RefreshIcon /> {t('device.refresh')}
          </Button>
        </HStack>
        <Text color="fg.muted">{t('devTools.mailboxLead')}</Text>
        {load.state === 'error' && <Text color="fg.error">{t('devTools.mailboxError')}</Text>}
        {load.state === 'ready' && load.mails.length === 0 && (
          <Text>{t('devTools.mailboxEmpty')}</Text>
        )}
        {load.state === 'ready' && load.mails.map((mail) => <MailCard key={mail.id} mail={mail} />)}
      </Stack>
    </Container>
  );
}
