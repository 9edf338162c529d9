/**
 * The quick start: a curl command for each studio (built from the studio registry, the same
 * examples the OpenAPI document carries), reading the result, and checking a webhook's signature.
 */
import { Box, Code, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { curlOf, STUDIO_API_EXAMPLES } from '../../../common/api-examples';

function Snippet({ code, testId }: { code: string; testId?: string }) {
  return (
    <Box
      as="pre"
      bg="gray.900"
      color="gray.50"
      p="3"
      borderRadius="lg"
      overflowX="auto"
      fontSize="sm"
      data-testid={testId}
    >
      <Code bg="transparent" color="inherit" p="0" whiteSpace="pre">
        {code}
      </Code>
    </Box>
  );
}

export function QuickStart() {
  const { t } = useTranslation(['api', 'common']);
  const origin = window.location.origin;
  const first = STUDIO_API_EXAMPLES[0]!.service;
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h3" size="md">
          {t('quickStart.generate')}
        </Heading>
        <Text fontSize="sm">{t('quickStart.generateLead')}</Text>
        <Tabs.Root defaultValue={first} variant="line" lazyMount>
          <Tabs.List flexWrap="wrap">
            {STUDIO_API_EXAMPLES.map((example) => (
              <Tabs.Trigger key={example.service} value={example.service}>
                {t(`common:services.${example.service}.name`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {STUDIO_API_EXAMPLES.map((example) => (
            <Tabs.Content key={example.service} value={example.service}>
              <Snippet code={curlOf(example, origin)} testId={`curl-${example.service}`} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="md">
          {t('quickStart.result')}
        </Heading>
        <Text fontSize="sm">{t('quickStart.resultLead')}</Text>
        <Snippet
          code={`curl ${origin}/api/generations/$GENERATION_ID \\\n  -H "Authorization: Bearer $STUDIO_API_TOKEN"`}
        />
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="md">
          {t('quickStart.webhooks')}
        </Heading>
        <Text fontSize="sm">{t('quickStart.webhooksLead')}</Text>
        <Snippet
          code={[
            "import { Webhook } from 'standardwebhooks';",
            '',
            "const webhook = new Webhook(secret.replace('whsec_', ''));",
            '// Throws unless the signature and the timestamp are right.',
            'const event = webhook.verify(rawBody, {',
            "  'webhook-id': headers['webhook-id'],",
            "  'webhook-timestamp': headers['webhook-timestamp'],",
            "  'webhook-signature': headers['webhook-signature'],",
            '});',
          ].join('\n')}
        />
        <Text fontSize="sm">
          {t('quickStart.docs')} <a href="/api/docs">/api/docs</a>
        </Text>
      </Stack>
    </Stack>
  );
}
