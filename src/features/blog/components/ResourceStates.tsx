/** The blog's loading, error (with retry, announced by a toast) and not-found states. */
import { useEffect, type ReactNode } from 'react';
import {
  Button,
  Center,
  Heading,
  Skeleton,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../../common/routes';
import { toaster } from '../../../components/toaster';
import { ApiError } from '../../../lib/api/api-error';

/** Whether a failed load means "there is no such thing" rather than "try again". */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function CardsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid
      columns={{ base: 1, md: 2, lg: 3 }}
      gap="6"
      aria-busy="true"
      data-testid="blog-loading"
    >
      {Array.from({ length: count }, (_, index) => (
        <Stack key={index} gap="3">
          <Skeleton aspectRatio={1200 / 630} borderRadius="2xl" />
          <Skeleton height="5" />
          <Skeleton height="4" width="70%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function PageSpinner() {
  const { t } = useTranslation('blog');
  return (
    // A screen tall, so the footer stays below the fold until the page arrives (no layout shift).
    <Center minH="100dvh" alignItems="start" py="24" aria-busy="true">
      <Spinner size="lg" color="brand.solid" aria-label={t('states.loading')} />
    </Center>
  );
}

/**
 * A load that failed: the message, a Retry button, and a toast
 * (docs/product-rules.md#how-errors-reach-the-user).
 */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('blog');
  useEffect(() => {
    toaster.create({ type: 'error', title, description: t('states.errorLead') });
  }, [title, t]);
  return (
    <Stack role="alert" align="center" textAlign="center" gap="3" py="12" data-testid="blog-error">
      <Text fontWeight="semibold">{title}</Text>
      <Text color="fg.muted">{t('states.errorLead')}</Text>
      <Button colorPalette="brand" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </Stack>
  );
}

/** An unknown post, category or tag: its own h1 and the way back to the blog. */
export function NotFoundState({ title, lead }: { title: string; lead: ReactNode }) {
  const { t } = useTranslation('blog');
  return (
    <Stack align="center" textAlign="center" gap="4" py="16" data-testid="blog-not-found">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="lg">
        {lead}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={PATHS.blog}>{t('states.backToBlog')}</RouterLink>
      </Button>
    </Stack>
  );
}
