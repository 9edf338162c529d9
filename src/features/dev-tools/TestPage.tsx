/**
 * /test: a developer page for checking the shell by hand and in e2e tests — e.g. that a
 * rendering error shows the error panel instead of a blank page.
 */
import { useState } from 'react';
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MaskEditorDemo } from './MaskEditorDemo';
import { MediaBenchPanel } from './MediaBenchPanel';

function Crash(): never {
  throw new Error('Deliberate render error from /test');
}

export default function TestPage() {
  const { t } = useTranslation();
  const [crash, setCrash] = useState(false);
  return (
    <Container maxW="3xl" py="12">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {t('titles.test')}
        </Heading>
        <Text color="fg.muted">{t('devTools.testLead')}</Text>
        <Button
          alignSelf="start"
          variant="outline"
          colorPalette="red"
          onClick={() => setCrash(true)}
          data-testid="trigger-render-error"
        >
          {t('devTools.triggerRenderError')}
        </Button>
        {crash && <Crash />}
        <MediaBenchPanel />
        <MaskEditorDemo />
      </Stack>
    </Container>
  );
}
