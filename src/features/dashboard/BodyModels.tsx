/**
 * The user's body models (docs/product-rules.md#dashboard): completed body-generator results, or a
 * way to make the first.
 */
import { Button, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../common/routes';
import { GenerationCard } from '../../components/generation/GenerationCard';
import { BodyIcon } from '../../components/icons';
import { generationsApi } from '../../lib/api/generations';
import { useApiResource } from '../../lib/api/use-api-resource';
import { DashboardSection, SectionError } from './DashboardSection';
import { signedImage } from './signed-image';

const BODY_LIMIT = 4;

export function BodyModels({ refreshKey }: { refreshKey: string }) {
  const { t } = useTranslation('dashboard');
  const bodies = useApiResource(`bodies:${refreshKey}`, (signal) =>
    generationsApi.list(
      { service: 'body-generator', status: 'completed', limit: BODY_LIMIT },
      signal,
    ),
  );
  return (
    <DashboardSection id="bodies" title={t('bodies.title')} lead={t('bodies.lead')}>
      {bodies.status === 'loading' && <Skeleton h="40" borderRadius="xl" />}
      {bodies.status === 'error' && (
        <SectionError
          message={t('bodies.loadFailed')}
          retryLabel={t('recent.retry')}
          onRetry={bodies.retry}
        />
      )}
      {bodies.status === 'ready' && bodies.data.items.length === 0 && (
        <Stack
          align="center"
          textAlign="center"
          gap="2"
          p="6"
          bg="white"
          borderWidth="1px"
          borderStyle="dashed"
          borderRadius="xl"
          data-testid="bodies-empty"
        >
          <BodyIcon boxSize="8" color="brand.solid" />
          <Text fontWeight="semibold">{t('bodies.empty')}</Text>
          <Text fontSize="sm" color="fg.muted" maxW="xs">
            {t('bodies.emptyLead')}
          </Text>
          <Button asChild size="sm" colorPalette="brand" variant="outline" mt="1">
            <RouterLink to={PATHS.bodyGenerator}>{t('bodies.create')}</RouterLink>
          </Button>
        </Stack>
      )}
      {bodies.status === 'ready' && bodies.data.items.length > 0 && (
        <SimpleGrid columns={2} gap="3">
          {bodies.data.items.map((generation) => (
            <GenerationCard
              key={generation.id}
              generation={generation}
              image={signedImage(generation)}
              compact
            />
          ))}
        </SimpleGrid>
      )}
    </DashboardSection>
  );
}
