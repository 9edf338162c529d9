/**
 * /share/:token: a result its owner shares (GET /api/share/:token), for anyone, signed in or
 * not. Only the result shows, never the inputs or who made it; a link turned off is not found.
 */
import {
  Badge,
  Box,
  Button,
  Center,
  Container,
  Heading,
  HStack,
  Image,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SharedGeneration } from '../../../common/contracts/generations';
import { PATHS } from '../../../common/routes';
import { formatDate } from '../../components/generation/generation-labels';
import { QualityBadge } from '../../components/generation/QualityBadge';
import { ApiError } from '../../lib/api/api-error';
import { generationsApi } from '../../lib/api/generations';
import { useApiResource } from '../../lib/api/use-api-resource';

function SharedResult({ shared }: { shared: SharedGeneration }) {
  const { t, i18n } = useTranslation('generation');
  const service = t(`common:services.${shared.service}.name`);
  const ratio =
    shared.result_width && shared.result_height
      ? shared.result_width / shared.result_height
      : 3 / 4;
  return (
    <Stack gap="6" align="center" data-testid="shared-result">
      <Stack gap="2" textAlign="center" align="center">
        <Badge colorPalette="brand" variant="subtle">
          {service}
        </Badge>
        <Heading as="h1" size="2xl">
          {t('shared.title')}
        </Heading>
        <Text color="fg.muted" maxW="lg">
          {t('shared.lead')}
        </Text>
      </Stack>
      <Box
        w="full"
        maxW={`min(100%, calc(70vh * ${ratio}))`}
        borderRadius="2xl"
        overflow="hidden"
        shadow="lg"
        bg="gray.100"
      >
        <Image
          src={shared.result_url}
          alt={t('shared.imageAlt', { service })}
          w="full"
          aspectRatio={ratio}
          objectFit="contain"
        />
      </Box>
      <HStack gap="3" color="fg.muted" fontSize="sm" flexWrap="wrap" justify="center">
        <Text>{t('shared.created', { date: formatDate(shared.created_at, i18n.language) })}</Text>
        <QualityBadge quality={shared.quality} service={shared.service} />
      </HStack>
      <Stack
        align="center"
        gap="2"
        p="6"
        bg="brand.subtle"
        borderRadius="2xl"
        w="full"
        maxW="lg"
        textAlign="center"
      >
        <Text fontWeight="semibold">{t('shared.ctaLead')}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={PATHS.service(shared.service)}>{t('shared.cta', { service })}</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}

export default function SharedResultPage() {
  const { t } = useTranslation('generation');
  const { token = '' } = useParams();
  const shared = useApiResource(`share:${token}`, (signal) => generationsApi.shared(token, signal));
  return (
    <Container maxW="4xl" py={{ base: 10, md: 14 }}>
      {shared.status === 'loading' && (
        <Center py="24">
          <Spinner size="lg" color="brand.solid" />
        </Center>
      )}
      {shared.status === 'ready' && <SharedResult shared={shared.data} />}
      {shared.status === 'error' &&
        (shared.error instanceof ApiError && shared.error.status === 404 ? (
          <Stack align="center" textAlign="center" gap="3" py="16" data-testid="shared-not-found">
            <Heading as="h1" size="xl">
              {t('shared.notFoundTitle')}
            </Heading>
            <Text color="fg.muted">{t('shared.notFoundLead')}</Text>
            <Button asChild colorPalette="brand" mt="2">
              <RouterLink to={PATHS.home}>{t('shared.home')}</RouterLink>
            </Button>
          </Stack>
        ) : (
          <Stack align="center" textAlign="center" gap="3" py="16" role="alert">
            <Heading as="h1" size="lg">
              {t('shared.loadFailed')}
            </Heading>
            <Button onClick={shared.retry}>{t('shared.retry')}</Button>
          </Stack>
        ))}
    </Container>
  );
}
