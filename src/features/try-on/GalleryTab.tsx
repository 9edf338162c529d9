/**
 * "My gallery" (spec §2): upload by drop, paste or picker — checked, turned upright and resized
 * in the media worker like the asset library's uploads — and the photos kept from before.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { HStack, IconButton, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DropZone } from '../../components/media/DropZone';
import { mediaErrorMessage } from '../../components/media/media-error-message';
import { XIcon } from '../../components/icons';
import { toaster } from '../../components/toaster';
import { mediaClient } from '../../lib/workers/media-client';
import { PickTile } from './PickTile';
import { tryOnGallery, type GalleryItem, type GalleryRole } from './try-on-gallery';

interface GalleryTabProps {
  owner: string;
  slot: GalleryRole;
  selectedKey: string | undefined;
  onPick: (item: GalleryItem) => void;
}

/** A kept photo with the object URL its tile shows (revoked when the list changes). */
interface ShownItem {
  item: GalleryItem;
  url: string;
}

function GalleryTile({
  item,
  url,
  selected,
  onPick,
  onRemove,
}: {
  item: GalleryItem;
  url: string;
  selected: boolean;
  onPick: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('try-on');
  return (
    <PickTile
      src={url}
      label={item.name}
      caption={`${item.width} × ${item.height}`}
      selected={selected}
      onPick={onPick}
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
          onClick={onRemove}
        >
          <XIcon />
        </IconButton>
      }
    />
  );
}

export function GalleryTab({ owner, slot, selectedKey, onPick }: GalleryTabProps) {
  const { t } = useTranslation('try-on');
  const { t: tMedia } = useTranslation('media');
  const [items, setItems] = useState<ShownItem[] | null>(null);
  const [pending, setPending] = useState<string[]>([]);
  const shownUrls = useRef<string[]>([]);

  const show = useCallback((kept: GalleryItem[]) => {
    const shown = kept.map((item) => ({ item, url: URL.createObjectURL(item.blob) }));
    shownUrls.current.forEach((url) => URL.revokeObjectURL(url));
    shownUrls.current = shown.map((entry) => entry.url);
    setItems(shown);
  }, []);
  const reload = async () => show(await tryOnGallery.list(owner, slot).catch(() => []));
  useEffect(() => {
    let live = true;
    void tryOnGallery
      .list(owner, slot)
      .catch(() => [])
      .then((kept) => live && show(kept));
    return () => {
      live = false;
    };
  }, [owner, slot, show]);
  useEffect(() => () => shownUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const add = async (files: File[]) => {
    for (const file of files) {
      setPending((names) => [...names, file.name]);
      try {
        const prepared = await mediaClient.prepareUpload(file);
        const item: GalleryItem = {
          id: crypto.randomUUID(),
          owner,
          role: slot,
          name: file.name,
          blob: prepared.blob,
          width: prepared.width,
          height: prepared.height,
          addedAt: Date.now(),
        };
        await tryOnGallery.add(item);
        await reload();
        onPick(item);
      } catch (error) {
        toaster.create({
          type: 'error',
          title: t(`gallery.uploadFailed.${slot}`),
          description: mediaErrorMessage(tMedia, error),
        });
      } finally {
        setPending((names) => names.filter((name) => name !== file.name));
      }
    }
  };

  const remove = async (id: string) => {
    await tryOnGallery.remove(id).catch(() => undefined);
    await reload();
  };

  return (
    <Stack gap="4">
      <DropZone onFiles={(files) => void add(files)} multiple={false} />
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
            onPick={() => onPick(item)}
            onRemove={() => void remove(item.id)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
