/**
 * One generation as a card (history, dashboard): its image or its state, the service, when it
 * was made, how long it took, which engine made it, and the caller's actions. A video result
 * (`result_type: 'video'`) shows its poster with a play badge (VideoPreview).
 */
import type { ReactNode } from 'react';
import { Box, HStack, Image, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Generation } from '../../../common/contracts/generations';
import { XIcon } from '../icons';
import { VideoPreview } from '../media/VideoPreview';
import {
  SERVICE_ICONS,
  engineKey,
  errorMessageKey,
  formatDate,
  formatDuration,
} from './generation-labels';
import { GenerationStatusBadge } from './GenerationStatusBadge';
import { MissingResult } from './MissingResult';
import { QualityBadge } from './QualityBadge';

export type CardImage =
  { state: 'loading' } | { state: 'ready'; url: string } | { state: 'missing' };

interface GenerationCardProps {
  generation: Generation;
  image: CardImage;
  onOpen?: () => void;
  actions?: ReactNode;
  /** Hides the processing time and engine line (dashboard strips). */
  compact?: boolean;
}

function CardMedia({ generation, image, onOpen }: Omit<GenerationCardProps, 'actions'>) {
  const { t } = useTranslation('generation');
  const { status } = generation;
  if (status === 'queued' || status === 'processing') {
    return (
      <Stack h="full" align="center" justify="center" gap="2" bg="brand.subtle" color="brand.fg">
        <Spinner size="lg" />
        <Text fontSize="sm" fontWeight="medium">
          {t(`phases.${generation.phase ?? 'queued'}.label`)}
        </Text>
      </Stack>
    );
  }
  if (status === 'failed') {
    return (
      <Stack h="full" align="center" justify="center" gap="2" p="4" bg="red.50" color="red.700">
        <XIcon boxSize="8" />
        <Text fontSize="sm" textAlign="center" lineClamp={4} data-testid="generation-error">
          {t(errorMessageKey(generation.error_code))}
        </Text>
      </Stack>
    );
  }
  const serviceName = t(`common:services.${generation.service}.name`);
  if (generation.result_type === 'video' && image.state !== 'missing') {
    // A clip: its poster (the card's picture), played in place on hover or with its badge.
    return (
      <VideoPreview
        poster={image.state === 'ready' ? image.url : null}
        posterLoading={image.state === 'loading'}
        src={generation.result_url}
        label={serviceName}
        onOpen={onOpen}
        openLabel={t('card.open', { name: serviceName })}
        testId="generation-video"
      />
    );
  }
  if (image.state === 'loading') return <Skeleton h="full" w="full" />;
  if (image.state === 'missing') return <MissingResult compact />;
  const picture = (
    <Image
      src={image.url}
      alt={serviceName}
      w="full"
      h="full"
      objectFit="cover"
      data-testid="generation-thumbnail"
    />
  );
  if (!onOpen) return picture;
  return (
    <Box
      as="button"
      display="block"
      w="full"
      h="full"
      cursor="zoom-in"
      onClick={onOpen}
      aria-label={t('card.open', { name: serviceName })}
      _focusVisible={{
        outline: '3px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '-3px',
      }}
    >
      {picture}
    </Box>
  );
}

export function GenerationCard({
  generation,
  image,
  onOpen,
  actions,
  compact,
}: GenerationCardProps) {
  const { t, i18n } = useTranslation('generation');
  const ServiceIcon = SERVICE_ICONS[generation.service];
  const seconds = generation.processing_ms;
  return (
    <Stack
      as="article"
      gap="0"
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      shadow="xs"
      transition="box-shadow 150ms"
      _hover={{ shadow: 'md' }}
      data-testid="generation-card"
      data-generation-id={generation.id}
      data-status={generation.status}
    >
      <Box position="relative" aspectRatio={3 / 4} bg="gray.100">
        <CardMedia generation={generation} image={image} onOpen={onOpen} />
        <Box position="absolute" top="2" left="2" pointerEvents="none">
          <GenerationStatusBadge status={generation.status} />
        </Box>
      </Box>
      <Stack gap="1.5" p="3">
        <HStack gap="2" minW="0">
          <ServiceIcon boxSize="4" />
          <Text fontWeight="semibold" fontSize="sm" truncate>
            {t(`common:services.${generation.service}.name`)}
          </Text>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {formatDate(generation.created_at, i18n.language)}
        </Text>
        {!compact && (
          <HStack gap="1.5" fontSize="xs" color="fg.muted" flexWrap="wrap" minH="5">
            {seconds !== null && (
              <Text title={t('meta.processingTime')} data-testid="generation-duration">
                {seconds < 60_000
                  ? t('meta.seconds', { value: formatDuration(seconds, i18n.language) })
                  : formatDuration(seconds, i18n.language)}
              </Text>
            )}
            {seconds !== null && <Text aria-hidden>·</Text>}
            <Text title={t('meta.engine')} data-testid="generation-engine">
              {t(engineKey(generation.engine), { defaultValue: generation.engine })}
            </Text>
            <QualityBadge quality={generation.quality} service={generation.service} />
          </HStack>
        )}
        {actions}
      </Stack>
    </Stack>
  );
}
