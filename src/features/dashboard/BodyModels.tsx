/**
 * The user's body models (docs/studios.md "Body models"): the body generator results they saved
 * as models, ready to dress in the try-on studio, or a way to make the first.
 */
import { useEffect } from 'react';
import { Box, Button, Image, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BodyModel } from '../../../common/contracts/body-models';
import { PATHS } from '../../../common/routes';
import { BodyIcon } from '../../components/icons';
import { SectionError } from '../../components/SectionError';
import { bodyModelsApi } from '../../lib/api/body-models';
import { stalenessOf, useKeptResource, type Staleness } from './use-kept-resource';
import { DashboardSection } from './DashboardSection';

const BODY_LIMIT = 4;

/** "165 cm · 58 kg", when the model was generated with its numbers. */
function measuresOf(model: BodyModel, units: { cm: string; kg: string }): string | null {
  const height = model.params?.height_cm;
  const weight = model.params?.weight_kg;
  if (typeof height !== 'number' || typeof weight !== 'number') return null;
  return `${height} ${units.cm} · ${weight} ${units.kg}`;
}

function BodyModelTile({ model }: { model: BodyModel }) {
  const { t } = useTranslation('dashboard');
  const measures = measuresOf(model, { cm: t('bodies.cm'), kg: t('bodies.kg') });
  return (
    <Stack
      gap="0"
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      data-testid="body-model-tile"
    >
      <Box aspectRatio={3 / 4} bg="gray.100">
        <Image
          src={model.asset.thumbnail_url ?? model.asset.url}
          alt={measures ? t('bodies.alt', { measures }) : t('bodies.altPlain')}
          w="full"
          h="full"
          objectFit="cover"
        />
      </Box>
      <Text px="3" py="2" fontSize="sm" fontWeight="medium" truncate>
        {measures ?? model.asset.original_name}
      </Text>
    </Stack>
  );
}

export function BodyModels({
  owner,
  refreshKey,
  onStale,
}: {
  /** The signed-in user: their list is kept on the device for offline visits. */
  owner: string;
  refreshKey: string;
  onStale: (stale: Staleness | null) => void;
}) {
  const { t } = useTranslation('dashboard');
  const bodies = useKeptResource(`bodies:${refreshKey}`, { owner, section: 'bodies' }, (signal) =>
    bodyModelsApi.list(signal),
  );
  const stale = stalenessOf(bodies);
  useEffect(() => onStale(stale), [stale, onStale]);
  const models = bodies.status === 'ready' ? bodies.data : [];
  return (
    <DashboardSection
      id="bodies"
      title={t('bodies.title')}
      lead={t('bodies.lead')}
      action={
        models.length > 0 && (
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <RouterLink to={PATHS.virtualTryOn}>{t('bodies.dress')}</RouterLink>
          </Button>
        )
      }
    >
      {bodies.status === 'loading' && <Skeleton h="40" borderRadius="xl" />}
      {bodies.status === 'error' && (
        <SectionError
          message={t('bodies.loadFailed')}
          retryLabel={t('recent.retry')}
          onRetry={bodies.retry}
        />
      )}
      {bodies.status === 'ready' && models.length === 0 && (
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
      {models.length > 0 && (
        <SimpleGrid columns={2} gap="3">
          {models.slice(0, BODY_LIMIT).map((model) => (
            <BodyModelTile key={model.id} model={model} />
          ))}
        </SimpleGrid>
      )}
    </DashboardSection>
  );
}
