/**
 * The picture for one of a studio's inputs, by its registry entry: my gallery (upload, the
 * camera on a tablet or a phone, the photos kept for its role), the shipped samples when the
 * input takes them, and the asset library. Tabs unmount when hidden, so only one drop zone
 * listens for paste.
 */
import { useState } from 'react';
import { Tabs } from '@chakra-ui/react';
import type { StudioInput } from '../../../common/studios/studio';
import { STUDIOS } from '../../../common/studios/studios';
import type { PickedImage } from '../../lib/generation/picked-image';
import { AssetsTab } from './AssetsTab';
import { GalleryTab } from './GalleryTab';
import { SamplesTab } from './SamplesTab';
import type { StudioSample } from './studio-samples';
import { useStudio } from './studio-context';
import { useStudioText } from './use-studio-text';

type PickerTab = 'gallery' | 'samples' | 'assets';

export interface ImagePickerProps {
  /** The input's registry `field`: its role and the samples it takes come from the registry. */
  field: string;
  selectedKey: string | undefined;
  /** A picture was chosen; `sample` when it is a shipped one. */
  onPick: (image: PickedImage, sample?: StudioSample) => void;
}

/**
 * Samples first for a new user (when the input takes any); a returning one lands where their
 * last choice came from.
 */
function firstTab(selectedKey: string | undefined, hasSamples: boolean): PickerTab {
  if (selectedKey?.startsWith('gallery:')) return 'gallery';
  if (selectedKey?.startsWith('asset:')) return 'assets';
  return hasSamples ? 'samples' : 'gallery';
}

export function ImagePicker({ field, selectedKey, onPick }: ImagePickerProps) {
  const t = useStudioText();
  const { service, objectUrl } = useStudio();
  const inputs: readonly StudioInput[] = STUDIOS[service].inputs;
  const input = inputs.find((candidate) => candidate.field === field);
  if (!input) throw new Error(`${service} has no input ${field}`);
  const samples = input.samples;
  const [tab, setTab] = useState<PickerTab>(() => firstTab(selectedKey, Boolean(samples)));
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => setTab(details.value as PickerTab)}
      lazyMount
      unmountOnExit
      variant="enclosed"
      size="sm"
      colorPalette="brand"
      data-testid={`${field}-picker`}
    >
      <Tabs.List flexWrap="wrap">
        <Tabs.Trigger value="gallery" data-testid="tab-gallery">
          {t('tabs.gallery')}
        </Tabs.Trigger>
        {samples && (
          <Tabs.Trigger value="samples" data-testid="tab-samples">
            {t(`tabs.samples.${samples}`)}
          </Tabs.Trigger>
        )}
        <Tabs.Trigger value="assets" data-testid="tab-assets">
          {t('tabs.assets')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="gallery" pt="5">
        <GalleryTab field={field} role={input.role} selectedKey={selectedKey} onPick={onPick} />
      </Tabs.Content>
      {samples && (
        <Tabs.Content value="samples" pt="5">
          <SamplesTab
            kind={samples}
            selectedKey={selectedKey}
            onPick={(sample) =>
              onPick(
                {
                  key: `sample:${sample.id}`,
                  source: { kind: 'sample', id: sample.id },
                  previewUrl: sample.file,
                  label: sample.name,
                  origin: 'sample',
                },
                sample,
              )
            }
          />
        </Tabs.Content>
      )}
      <Tabs.Content value="assets" pt="5">
        <AssetsTab
          onPick={(asset, file) =>
            onPick({
              key: `asset:${asset.id}`,
              source: { kind: 'asset', id: asset.id },
              previewUrl: objectUrl(file),
              label: asset.name,
              origin: 'asset',
            })
          }
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}
