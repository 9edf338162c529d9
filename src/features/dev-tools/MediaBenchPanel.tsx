/** Runs the upload benchmark on demand; `npm run bench` drives it and reads the result. */
import { useState } from 'react';
import { Button, Code, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { runMediaBench, type MediaBenchResult } from './media-bench';

export function MediaBenchPanel() {
  const { t } = useTranslation();
  const [result, setResult] = useState<MediaBenchResult | null>(null);
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      setResult(await runMediaBench());
    } finally {
      setRunning(false);
    }
  };
  return (
    <Stack gap="3" p="4" borderWidth="1px" borderRadius="lg">
      <Text fontWeight="semibold">{t('devTools.mediaBench')}</Text>
      <Button
        alignSelf="start"
        size="sm"
        variant="outline"
        loading={running}
        onClick={() => void run()}
        data-testid="media-bench-run"
      >
        {t('devTools.runBench')}
      </Button>
      {result && (
        <Code as="pre" whiteSpace="pre-wrap" data-testid="media-bench-result">
          {JSON.stringify(result)}
        </Code>
      )}
    </Stack>
  );
}
