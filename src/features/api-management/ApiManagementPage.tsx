/**
 * /api-management (docs/public-api.md): usage, the account's API tokens (create, the secret shown
 * once, activate, regenerate, delete), webhooks with their delivery logs, and a quick start.
 */
import { useState } from 'react';
import { Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type {
  ApiToken,
  ApiTokenListResponse,
  ApiTokenWithSecret,
  ApiUsageResponse,
} from '../../../common/contracts/api-tokens';
import type { WebhookEndpoint } from '../../../common/contracts/webhooks';
import { SectionError } from '../../components/SectionError';
import { useApiResource } from '../../lib/api/use-api-resource';
import { apiManagementApi } from './api-management.api';
import { CreateTokenForm } from './CreateTokenForm';
import { QuickStart } from './QuickStart';
import { SecretReveal } from './SecretReveal';
import { TokenList } from './TokenList';
import { UsageSection } from './UsageSection';
import { WebhooksSection } from './WebhooksSection';

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  return (
    <Card.Root
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      variant="outline"
      borderRadius="2xl"
      data-testid={`api-${id}`}
    >
      <Card.Header gap="1">
        <Heading as="h2" size="lg" id={`${id}-title`}>
          {title}
        </Heading>
        {lead && (
          <Text fontSize="sm" color="fg.muted">
            {lead}
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        <Stack gap="5">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

interface PageData {
  tokens: ApiTokenListResponse;
  usage: ApiUsageResponse;
  webhooks: WebhookEndpoint[];
}

export function ApiManagementPage() {
  const { t } = useTranslation('api');
  const [version, setVersion] = useState(0);
  const data = useApiResource<PageData>(`api-management:${version}`, async (signal) => {
    const [tokens, usage, webhooks] = await Promise.all([
      apiManagementApi.tokens(signal),
      apiManagementApi.usage(signal),
      apiManagementApi.webhooks(signal),
    ]);
    return { tokens, usage, webhooks: webhooks.endpoints };
  });
  // Edits since the last load, laid over it until the next (which a change asks for).
  const [tokens, setTokens] = useState<{ version: number; list: ApiToken[] } | null>(null);
  const [webhooks, setWebhooks] = useState<{ version: number; list: WebhookEndpoint[] } | null>(
    null,
  );
  const [secret, setSecret] = useState<{ title: string; value: string } | null>(null);

  const reload = () => setVersion((current) => current + 1);

  return (
    <Stack gap="6" maxW="6xl" mx="auto" w="full" data-testid="api-management">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('lead')}</Text>
      </Stack>
      {data.status === 'loading' && (
        <Stack gap="4" aria-busy="true">
          <Skeleton h="28" borderRadius="2xl" />
          <Skeleton h="64" borderRadius="2xl" />
        </Stack>
      )}
      {data.status === 'error' && (
        <SectionError message={t('loadFailed')} retryLabel={t('retry')} onRetry={data.retry} />
      )}
      {data.status === 'ready' &&
        (() => {
          const tokenList = tokens?.version === version ? tokens.list : data.data.tokens.tokens;
          const endpointList = webhooks?.version === version ? webhooks.list : data.data.webhooks;
          const { limits } = data.data.tokens;
          const revealed = (title: string) => (created: ApiTokenWithSecret) => {
            setSecret({ title, value: created.secret });
            reload();
          };
          return (
            <>
              <Section id="usage" title={t('usage.title')}>
                <UsageSection usage={data.data.usage} />
              </Section>
              <Section
                id="tokens"
                title={t('tokens.title')}
                lead={t('tokens.lead', { max: limits.max_tokens, rate: limits.max_rate_limit })}
              >
                {secret && (
                  <SecretReveal
                    title={secret.title}
                    secret={secret.value}
                    onDone={() => setSecret(null)}
                    testId="token-secret"
                  />
                )}
                <CreateTokenForm
                  maxRateLimit={limits.max_rate_limit}
                  onCreated={revealed(t('tokens.createdTitle'))}
                />
                <TokenList
                  tokens={tokenList}
                  onChanged={(token) =>
                    setTokens({
                      version,
                      list: tokenList.map((old) => (old.id === token.id ? token : old)),
                    })
                  }
                  onRegenerated={revealed(t('tokens.regeneratedTitle'))}
                  onDeleted={() => reload()}
                />
              </Section>
              <Section id="webhooks" title={t('webhooks.title')} lead={t('webhooks.lead')}>
                <WebhooksSection
                  endpoints={endpointList}
                  onChange={(list) => setWebhooks({ version, list })}
                />
              </Section>
              <Section id="quick-start" title={t('quickStart.title')} lead={t('quickStart.lead')}>
                <QuickStart />
              </Section>
            </>
          );
        })()}
    </Stack>
  );
}
