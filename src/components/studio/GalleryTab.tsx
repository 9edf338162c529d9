/**
 * "My gallery": upload by drop, paste, picker or (on a tablet or a phone) the camera — checked,
 * turned upright and resized in the media worker like the asset library's uploads — and the
 * photos kept from before for this role; for a person, the user's body models first.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { HStack, IconButton, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { InputRole } from '../../../common/studios/studio';
import type { PickedImage } from '../../lib/generation/picked-image';
import { useDeviceInfo } from '../../lib/device/use-device-info';
import { mediaClient } from '../../lib/workers/media-client';
import { XIcon } from '../icons';
import { DropZone } from '../media/DropZone';
import { mediaErrorMessage } from '../media/media-error-message';
import { toaster } from '../toaster';
import { BodyModelsShelf } from './BodyModelsShelf';
import { PickTile } from './PickTile';
import { studioGallery, type GalleryItem } from './studio-gallery';
import { useStudio } from './studio-context';
import { useStudioText } from './use-studio-text';

interface GalleryTabProps {
  field: string;
  role: InputRole;
  selectedKey: string | undefined;
  onPick: (image: PickedImage) => void;
}

/** A kept photo with the object URL its tile shows (revoked when the list changes). */
interface ShownItem {
  item: GalleryItem;
  url: string;
}

function GalleryTile(props: {
  item: GalleryItem;
  url: string;
  selected: boolean;
  onPick: () => void;
  onRemove: () => void;
}) {
  const t = useStudioText();
  const { item } = props;
  return (
    <PickTile
      src={props.url}
      label={item.name}
      // 0 × 0: a HEIC this browser cannot read went to the server as it is, size unknown here.
      caption={item.width ? `${item.width} × ${item.height}` : undefined}
      selected={props.selected}
      onPick={props.onPick}
      testId="gallery-tile"
      corner={
        <IconButton
          size="2xs"
          variant="solid"
          bg="whiteAlpha.900"
          color="gray.700"
          position="absolute"
          top="2"
          left="2"
          aria-label={t('gallery.remove', { name: item.name })}
          onClick={props.onRemove}
        >
          <XIcon />
        </IconButton>
      }
    />
  );
}

export function GalleryTab({ field, role, selectedKey, onPick }: GalleryTabProps) {
  const t = useStudioText();
  const { t: tMedia } = useTranslation('media');
  const { owner, objectUrl } = useStudio();
  const { isDesktop } = useDeviceInfo();
  const [items, setItems] = useState<ShownItem[] | null>(null);
  const [pending, setPending] = useState<string[]>([]);
  const shownUrls = useRef<string[]>([]);

  const show = useCallback((kept: GalleryItem[]) => {
    const shown = kept.map((item) => ({ item, url: URL.createObjectURL(item.blob) }));
    shownUrls.current.forEach((url) => URL.revokeObjectURL(url));
    shownUrls.current = shown.map((entry) => entry.url);
    setItems(shown);
  }, []);
  const reload = async () => show(await studioGallery.list(owner, role).catch(() => []));
  useEffect(() => {
    let live = true;
    void studioGallery
      .list(owner, role)
      .catch(() => [])
      .then((kept) => live && show(kept));
    return () => {
      live = false;
    };
  }, [owner, role, show]);
  useEffect(() => () => shownUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const pick = (item: GalleryItem) =>
    onPick({
      key: `gallery:${item.id}`,
      source: { kind: 'file', blob: item.blob, name: item.name },
      previewUrl: objectUrl(item.blob),
      label: item.name,
      origin: 'gallery',
    });

  const add = async (files: File[]) => {
    for (const file of files) {
      setPending((names) => [...names, file.name]);
      try {
        const prepared = await mediaClient.prepareUpload(file);
        const item: GalleryItem = {
          id: crypto.randomUUID(),
          owner,
          role,
          name: file.name,
          blob: prepared.blob,
          width: prepared.width,
          height: prepared.height,
          addedAt: Date.now(),
        };
        await studioGallery.add(item);
        await reload();
        pick(item);
      } catch (error) {
        toaster.create({
          type: 'error',
          title: t(`gallery.uploadFailed.${field}`, {}, 'studio:gallery.uploadFailed'),
          description: mediaErrorMessage(tMedia, error),
        });
      } finally {
        setPending((names) => names.filter((name) => name !== file.name));
      }
    }
  };

  const remove = async (id: string) => {
    await studioGallery.remove(id).catch(() => undefined);
    await reload();
  };

  return (
    <Stack gap="4">
      {/* Two libraries, told apart by where they live (README, "My gallery and My assets"). */}
      <Text color="fg.muted" fontSize="sm" data-testid="gallery-lead">
        {t('gallery.lead')}
      </Text>
      {role === 'person_image' && <BodyModelsShelf selectedKey={selectedKey} onPick={onPick} />}
      <DropZone onFiles={(files) => void add(files)} multiple={false} camera={!isDesktop} />
      {pending.map((name) => (
        <HStack key={name} role="status" fontSize="sm">
          <Spinner size="sm" color="brand.solid" />
          <Text>{t('gallery.preparing', { name })}</Text>
        </HStack>
      ))}
      {items?.length === 0 && pending.length === 0 && (
        <Text color="fg.muted" fontSize="sm" textAlign="center" data-testid="gallery-empty">
          {t('gallery.empty')}
        </Text>
      )}
      <SimpleGrid columns={{ base: 3, xl: 4 }} gap="3">
        {items?.map(({ item, url }) => (
          <GalleryTile
            key={item.id}
            item={item}
            url={url}
            selected={selectedKey === `gallery:${item.id}`}
            onPick={() => pick(item)}
            onRemove={() => void remove(item.id)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
