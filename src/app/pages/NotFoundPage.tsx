/** Any path the product does not name (docs/product-rules.md#pages-and-routes). */
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../common/routes';
import { usePageMeta } from '../../components/page/use-page-meta';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Also shown for routes that exist elsewhere (the hidden dev pages): their title must not show.
  usePageMeta({ title: t('titles.notFound') });
  return (
    <Container maxW="2xl" py="24">
      <Stack align="center" textAlign="center" gap="4" data-testid="not-found">
        <Text fontSize="7xl" fontWeight="black" color="brand.200" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="2xl">
          {t('notFound.title')}
        </Heading>
        <Text color="fg.muted">{t('notFound.message', { path: pathname })}</Text>
        <Stack direction="row" gap="3">
          <Button asChild colorPalette="brand">
            <RouterLink to={PATHS.home}>{t('notFound.home')}</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={PATHS.dashboard}>{t('nav.goToApp')}</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
