/**
 * Community generations (docs/product-rules.md#dashboard): the newest results people chose to
 * share. Public.
 */
import { useEffect } from 'react';
import { Badge, Box, Image, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CommunityGeneration } from '../../../common/contracts/generations';
import { SectionError } from '../../components/SectionError';
import { generationsApi } from '../../lib/api/generations';
import { stalenessOf, useKeptResource, type Staleness } from './use-kept-resource';
import { DashboardSection } from './DashboardSection';

const COMMUNITY_LIMIT = 8;

function CommunityTile({ item }: { item: CommunityGeneration }) {
  const { t } = useTranslation('dashboard');
  const service = t(`common:services.${item.service}.name`);
  return (
    <Box
      asChild
      position="relative"
      display="block"
      aspectRatio={3 / 4}
      borderRadius="xl"
      overflow="hidden"
      bg="gray.100"
      shadow="xs"
      _hover={{ shadow: 'md' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing' }}
    >
      <RouterLink
        to={item.share_url}
        aria-label={t('community.open', { service })}
        data-testid="community-tile"
      >
        <Image
          src={item.result_thumbnail_url ?? item.result_url}
          alt=""
          w="full"
          h="full"
          objectFit="cover"
          loading="lazy"
        />
        <Badge
          position="absolute"
          bottom="2"
          left="2"
          variant="solid"
          bg="blackAlpha.700"
          color="white"
        >
          {service}
        </Badge>
      </RouterLink>
    </Box>
  );
}

export function CommunitySection({
  owner,
  refreshKey,
  onStale,
}: {
  /** Who is looking (`guest` when nobody is signed in): the copy kept for offline visits. */
  owner: string;
  refreshKey: string;
  onStale: (stale: Staleness | null) => void;
}) {
  const { t } = useTranslation('dashboard');
  const community = useKeptResource(
    `community:${refreshKey}`,
    { owner, section: 'community' },
    (signal) => generationsApi.community(COMMUNITY_LIMIT, signal),
  );
  const stale = stalenessOf(community);
  useEffect(() => onStale(stale), [stale, onStale]);
  return (
    <DashboardSection id="community" title={t('community.title')} lead={t('community.lead')}>
      {community.status === 'loading' && (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} aspectRatio={3 / 4} borderRadius="xl" />
          ))}
        </SimpleGrid>
      )}
      {community.status === 'error' && (
        <SectionError
          message={t('community.loadFailed')}
          retryLabel={t('recent.retry')}
          onRetry={community.retry}
        />
      )}
      {community.status === 'ready' && community.data.length === 0 && (
        <Text
          color="fg.muted"
          p="6"
          bg="white"
          borderWidth="1px"
          borderRadius="xl"
          textAlign="center"
          data-testid="community-empty"
        >
          {t('community.empty')}
        </Text>
      )}
      {community.status === 'ready' && community.data.length > 0 && (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {community.data.map((item) => (
            <CommunityTile key={item.id} item={item} />
          ))}
        </SimpleGrid>
      )}
    </DashboardSection>
  );
}
