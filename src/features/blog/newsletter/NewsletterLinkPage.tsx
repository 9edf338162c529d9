/**
 * /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…: the pages the newsletter's
 * mailed links open. Each sends its token once and says what happened.
 */
import type { ReactNode } from 'react';
import { Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../common/routes';
import { ApiError } from '../../../lib/api/api-error';
import { useApiResource } from '../../../lib/api/use-api-resource';
import { newsletterApi } from './newsletter.api';

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** A 400 means the link itself is bad; anything else may work on a retry. */
const isBadLink = (error: unknown) => error instanceof ApiError && error.status === 400;

export function NewsletterLinkPage({ action }: { action: NewsletterLinkAction }) {
  const { t } = useTranslation('blog');
  const token = useSearchParams()[0].get('token') ?? '';
  const result = useApiResource(`${action}:${token}`, async () => {
    if (!token) throw new ApiError('missing token', 400, null);
    return newsletterApi[action](token);
  });

  let body: ReactNode;
  if (result.status === 'loading') {
    body = <Spinner color="brand.solid" aria-label={t('states.loading')} />;
  } else if (result.status === 'ready') {
    body = <Text data-testid="newsletter-result">{t(`newsletter.${action}.done`)}</Text>;
  } else if (isBadLink(result.error)) {
    body = <Text role="alert">{t('newsletter.invalidLink')}</Text>;
  } else {
    body = (
      <Stack role="alert" gap="3" align="center">
        <Text>{t('states.errorLead')}</Text>
        <Button colorPalette="brand" onClick={result.retry}>
          {t('states.retry')}
        </Button>
      </Stack>
    );
  }

  return (
    <Container maxW="xl" py={{ base: 12, md: 20 }}>
      <Stack
        gap="5"
        align="center"
        textAlign="center"
        p="8"
        bg="white"
        borderWidth="1px"
        borderRadius="2xl"
      >
        <Heading as="h1" size="2xl">
          {t(`newsletter.${action}.title`)}
        </Heading>
        {body}
        <Button asChild variant="outline">
          <RouterLink to={PATHS.blog}>{t('states.backToBlog')}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
