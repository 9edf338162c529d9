/**
 * /admin/engines: each studio's engine (local, fal, or Replicate / a Cog container), its key or
 * URL and the quality label its results carry (docs/engines.md "The Engines page"). Keys are
 * written here and never shown again; what the server's environment sets wins, and the page
 * says so.
 */
import { Alert, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SectionError } from '../../../components/SectionError';
import { apiErrorText } from '../../../lib/api/error-text';
import { useApiResource } from '../../../lib/api/use-api-resource';
import { enginesApi } from './engines.api';
import { StudioEngineCard } from './StudioEngineCard';

export default function EnginesPage() {
  const { t } = useTranslation('admin-engines');
  const settings = useApiResource('engines', (signal) => enginesApi.list(signal));
  const variablesSet =
    settings.status === 'ready'
      ? Object.entries(settings.data.environment)
          .filter(([, set]) => set)
          .map(([name]) => name)
      : [];

  return (
    <Stack gap="6" maxW="3xl" data-testid="engines-page">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('lead')}</Text>
      </Stack>
      {variablesSet.length > 0 && (
        <Alert.Root status="info" borderRadius="xl" data-testid="engines-environment">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('environment.title')}</Alert.Title>
            <Alert.Description>
              {t('environment.body', { variables: variablesSet.join(', ') })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {settings.status === 'loading' && (
        <Stack gap="4" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height="48" borderRadius="2xl" />
          ))}
        </Stack>
      )}
      {settings.status === 'error' && (
        <SectionError
          message={apiErrorText(t, settings.error, t('loadFailed'))}
          retryLabel={t('retry')}
          onRetry={settings.retry}
        />
      )}
      {settings.status === 'ready' &&
        settings.data.studios.map((studio) => (
          <StudioEngineCard
            key={`${studio.service}-${studio.updated_at ?? 'default'}`}
            setting={studio}
            environment={settings.data.environment}
          />
        ))}
    </Stack>
  );
}
