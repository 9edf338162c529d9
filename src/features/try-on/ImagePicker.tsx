/**
 * The model or garment choice (spec §2 tabs: my gallery, sample models / sample garments,
 * pick from assets). Tabs unmount when hidden, so only one drop zone listens for paste.
 */
import { useState } from 'react';
import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AssetsTab, type AssetsPickerComponent } from './AssetsTab';
import { GalleryTab } from './GalleryTab';
import { SamplesTab } from './SamplesTab';
import type { GalleryItem, GalleryRole } from './try-on-gallery';
import type { TryOnSample } from './try-on-samples';

export type PickerTab = 'gallery' | 'samples' | 'assets';

interface ImagePickerProps {
  owner: string;
  slot: GalleryRole;
  selectedKey: string | undefined;
  AssetsPicker: AssetsPickerComponent;
  onGallery: (item: GalleryItem) => void;
  onSample: (sample: TryOnSample) => void;
  onAsset: (asset: { id: string; name: string }, file: Blob) => void;
}

export function ImagePicker(props: ImagePickerProps) {
  const { t } = useTranslation('try-on');
  const { slot } = props;
  // Samples first for a new user; a returning one lands where their last choice came from.
  const [tab, setTab] = useState<PickerTab>(() =>
    props.selectedKey?.startsWith('gallery:')
      ? 'gallery'
      : props.selectedKey?.startsWith('asset:')
        ? 'assets'
        : 'samples',
  );
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => setTab(details.value as PickerTab)}
      lazyMount
      unmountOnExit
      variant="enclosed"
      size="sm"
      colorPalette="brand"
      data-testid={`${slot}-picker`}
    >
      <Tabs.List flexWrap="wrap">
        <Tabs.Trigger value="gallery" data-testid="tab-gallery">
          {t('tabs.gallery')}
        </Tabs.Trigger>
        <Tabs.Trigger value="samples" data-testid="tab-samples">
          {slot === 'model' ? t('tabs.sampleModels') : t('tabs.sampleGarments')}
        </Tabs.Trigger>
        <Tabs.Trigger value="assets" data-testid="tab-assets">
          {t('tabs.assets')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="gallery" pt="5">
        <GalleryTab
          owner={props.owner}
          slot={slot}
          selectedKey={props.selectedKey}
          onPick={props.onGallery}
        />
      </Tabs.Content>
      <Tabs.Content value="samples" pt="5">
        <SamplesTab slot={slot} selectedKey={props.selectedKey} onPick={props.onSample} />
      </Tabs.Content>
      <Tabs.Content value="assets" pt="5">
        <AssetsTab Picker={props.AssetsPicker} onPick={props.onAsset} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
