/**
 * Before the model photo is chosen, on the built-in preview engine: what it does well and what
 * is refused before any credit is spent, with the good-photo guide a click away
 * (docs/photo-check.md).
 */
import { Alert, Box, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoGuide } from '../../components/studio/PhotoGuide';
import { usePreviewEngine } from '../../components/studio/use-preview-engine';

export function LocalEngineNote() {
  const { t } = useTranslation('photo-guide');
  const preview = usePreviewEngine('virtual-tryon');
  const [open, setOpen] = useState(false);
  if (!preview) return null;
  return (
    <Alert.Root status="info" borderRadius="lg" data-testid="local-engine-note">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{t('localNote.title')}</Alert.Title>
        <Alert.Description>{t('localNote.body')}</Alert.Description>
        <Box>
          <Button
            size="xs"
            variant="outline"
            aria-expanded={open}
            onClick={() => setOpen((shown) => !shown)}
            data-testid="photo-guide-toggle"
          >
            {open ? t('localNote.hideGuide') : t('localNote.showGuide')}
          </Button>
        </Box>
        {open && (
          <Box p="3" bg="bg" borderRadius="md" color="fg">
            <PhotoGuide />
          </Box>
        )}
      </Stack>
    </Alert.Root>
  );
}
