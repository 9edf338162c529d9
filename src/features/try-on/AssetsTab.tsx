/**
 * "Pick from assets" (spec §2): opens the assets picker popup. The picker belongs to the asset
 * library feature; the app hands it in (features never import each other).
 */
import { useState, type ComponentType } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { GridIcon } from '../../components/icons';

/** What the wizard needs of the library's picker. */
export interface AssetsPickerProps {
  open: boolean;
  onClose: () => void;
  onSelect: (asset: { id: string; name: string }, file: Blob) => void | Promise<void>;
}
export type AssetsPickerComponent = ComponentType<AssetsPickerProps>;

interface AssetsTabProps {
  Picker: AssetsPickerComponent;
  onPick: (asset: { id: string; name: string }, file: Blob) => void;
}

export function AssetsTab({ Picker, onPick }: AssetsTabProps) {
  const { t } = useTranslation('try-on');
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
      <Picker open={open} onClose={() => setOpen(false)} onSelect={onPick} />
    </Stack>
  );
}
