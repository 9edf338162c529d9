/**
 * A secret shown this once (a new or regenerated token, a webhook's signing secret): the text,
 * a Copy button, and a warning that it will not be shown again. "Done" forgets it.
 */
import { useState } from 'react';
import { Alert, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon } from '../../components/icons';
import { toaster } from '../../components/toaster';

interface SecretRevealProps {
  title: string;
  secret: string;
  onDone: () => void;
  testId: string;
}

export function SecretReveal({ title, secret, onDone, testId }: SecretRevealProps) {
  const { t } = useTranslation('api');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toaster.create({ type: 'success', title: t('secret.copied') });
    } catch {
      toaster.create({ type: 'error', title: t('secret.copyFailed') });
    }
  };
  return (
    <Alert.Root status="warning" borderRadius="xl" data-testid={testId}>
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Stack gap="3" mt="2">
          <Text fontSize="sm">{t('secret.once')}</Text>
          <Code
            p="2"
            fontSize="sm"
            wordBreak="break-all"
            whiteSpace="pre-wrap"
            data-testid={`${testId}-value`}
          >
            {secret}
          </Code>
          <HStack gap="2" flexWrap="wrap">
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => void copy()}
              data-testid={`${testId}-copy`}
            >
              {copied ? <CheckIcon /> : <CopyIcon />}
              {copied ? t('secret.copiedButton') : t('secret.copy')}
            </Button>
            <Button size="sm" variant="outline" onClick={onDone} data-testid={`${testId}-done`}>
              {t('secret.done')}
            </Button>
          </HStack>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
