/** "Pick from assets": opens the asset library's picker, which the app hands the studio. */
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { GridIcon } from '../icons';
import { useStudio } from './studio-context';
import { useStudioText } from './use-studio-text';

export function AssetsTab({
  onPick,
}: {
  onPick: (asset: { id: string; name: string }, file: Blob) => void;
}) {
  const t = useStudioText();
  const { AssetsPicker } = useStudio();
  const [open, setOpen] = useState(false);
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py="10"
      px="6"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="gray.300"
      borderRadius="xl"
    >
      <GridIcon boxSize="8" color="brand.solid" />
      <Text color="fg.muted">{t('assets.lead')}</Text>
      <Button
        colorPalette="brand"
        variant="outline"
        onClick={() => setOpen(true)}
        data-testid="open-assets"
      >
        {t('assets.open')}
      </Button>
      <AssetsPicker open={open} onClose={() => setOpen(false)} onSelect={onPick} />
    </Stack>
  );
}
