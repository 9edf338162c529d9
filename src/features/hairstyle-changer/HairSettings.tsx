/**
 * The customise part of the generate step: the hair colour (the named palette, any other
 * colour, or the hair's own), the extra description beside a template, and the optional hair
 * mask painted on the photo in the mask editor ('paint the hair to change').
 */
import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  chakra,
  HStack,
  Image,
  Input,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HAIR_COLOURS, type HairColour } from '../../../common/studios/hairstyle-changer';
import { FilterChip } from '../../components/generation/FilterChip';
import { MaskEditorDialog } from '../../components/mask-editor/MaskEditorDialog';
import { useStudio } from '../../components/studio/studio-context';
import type { HairAction, HairChoice } from './hair-machine';
import { useHairTexts } from './hair-texts';
import { PromptField } from './StylePicker';

const NAMED = Object.keys(HAIR_COLOURS) as HairColour[];
/** What the free colour input starts on before one is chosen. */
const FREE_START = '#6b3e2e';

/** The natural size of a picture, once it has loaded. */
function useNaturalSize(url: string | undefined) {
  const [size, setSize] = useState<{ url: string; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!url) return;
    const image = new window.Image();
    image.onload = () => setSize({ url, width: image.naturalWidth, height: image.naturalHeight });
    image.src = url;
    return () => void (image.onload = null);
  }, [url]);
  return size && size.url === url ? size : null;
}

export function ColourChoice({
  colour,
  preview,
  onChange,
}: {
  colour: string | null;
  preview: boolean;
  onChange: (colour: string | null) => void;
}) {
  const { t } = useTranslation('hairstyle');
  const texts = useHairTexts();
  const free = colour?.startsWith('#') ? colour : null;
  // The preview engine changes the colour only: "keep my colour" would change nothing, so it
  // is not offered there and the palette's first colour starts chosen.
  useEffect(() => {
    if (preview && colour === null) onChange(NAMED[0]!);
  }, [preview, colour, onChange]);
  return (
    <Stack gap="3" data-testid="hair-colours">
      <Text fontWeight="semibold" id="hair-colour-label">
        {t('colour.label')}
      </Text>
      <HStack gap="2" flexWrap="wrap" role="group" aria-labelledby="hair-colour-label">
        {NAMED.map((name) => {
          const selected = colour === name;
          return (
            <chakra.button
              key={name}
              type="button"
              aria-pressed={selected}
              aria-label={texts.colourName(name)}
              title={texts.colourName(name)}
              onClick={() => onChange(name)}
              w="9"
              h="9"
              borderRadius="full"
              bg={HAIR_COLOURS[name]}
              borderWidth="3px"
              borderColor={selected ? 'brand.solid' : 'white'}
              boxShadow={selected ? '0 0 0 2px var(--chakra-colors-brand-solid)' : 'xs'}
              cursor="pointer"
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'brand.solid',
                outlineOffset: '2px',
              }}
              data-testid={`colour-${name}`}
            />
          );
        })}
        <chakra.label
          display="inline-flex"
          alignItems="center"
          gap="2"
          px="3"
          h="9"
          borderRadius="full"
          borderWidth="1px"
          borderColor={free ? 'brand.solid' : 'border'}
          bg="white"
          cursor="pointer"
          fontSize="sm"
        >
          <Input
            type="color"
            value={free ?? FREE_START}
            onChange={(event) => onChange(event.target.value.toLowerCase())}
            w="6"
            h="6"
            p="0"
            border="none"
            bg="transparent"
            data-testid="colour-free"
          />
          {free ? t('colour.free', { code: free }) : t('colour.other')}
        </chakra.label>
      </HStack>
      {preview ? (
        <Text fontSize="sm" color="fg.muted" data-testid="hair-colour-preview-note">
          {t('colour.previewNeedsColour')}
        </Text>
      ) : (
        <HStack gap="3" flexWrap="wrap">
          <FilterChip
            selected={colour === null}
            onClick={() => onChange(null)}
            testId="colour-keep"
          >
            {t('colour.keep')}
          </FilterChip>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {colour ? t('colour.chosen', { name: texts.colourName(colour) }) : t('colour.keeping')}
          </Text>
        </HStack>
      )}
    </Stack>
  );
}

export function MaskChoice({
  choice,
  dispatch,
}: {
  choice: HairChoice;
  dispatch: (action: HairAction) => void;
}) {
  const { t } = useTranslation('hairstyle');
  const { objectUrl } = useStudio();
  const [open, setOpen] = useState(false);
  const size = useNaturalSize(choice.photo?.previewUrl);
  const { photo, mask } = choice;
  if (!photo) return null;
  return (
    <Stack gap="2" data-testid="hair-mask">
      <Text fontWeight="semibold">{t('mask.label')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('mask.lead')}
      </Text>
      <HStack gap="3" flexWrap="wrap">
        {mask && (
          // The mask over the photo: white (the hair to change) shows through as a light veil.
          <Box
            position="relative"
            w="20"
            aspectRatio={size ? size.width / size.height : 3 / 4}
            borderRadius="md"
            overflow="hidden"
            borderWidth="1px"
          >
            <Image src={photo.previewUrl} alt="" w="full" h="full" objectFit="cover" />
            <Image
              src={mask.previewUrl}
              alt={t('mask.thumbnail')}
              position="absolute"
              inset="0"
              w="full"
              h="full"
              objectFit="cover"
              mixBlendMode="screen"
              opacity={0.75}
            />
          </Box>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={() => setOpen(true)}
          disabled={!size}
          data-testid="hair-mask-open"
        >
          {mask ? t('mask.edit') : t('mask.paint')}
        </Button>
        {mask && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => dispatch({ type: 'setChoice', choice: { mask: null } })}
            data-testid="hair-mask-remove"
          >
            {t('mask.remove')}
          </Button>
        )}
        <VisuallyHidden aria-live="polite">{mask ? t('mask.painted') : ''}</VisuallyHidden>
      </HStack>
      {size && (
        <MaskEditorDialog
          open={open}
          image={photo.previewUrl}
          size={size}
          initialMask={mask?.source.kind === 'file' ? mask.source.blob : undefined}
          onCancel={() => setOpen(false)}
          onUseMask={(png) => {
            setOpen(false);
            dispatch({
              type: 'setChoice',
              choice: {
                mask: {
                  key: `mask:${crypto.randomUUID()}`,
                  source: { kind: 'file', blob: png, name: 'hair-mask.png' },
                  previewUrl: objectUrl(png),
                  label: t('mask.thumbnail'),
                  origin: 'gallery',
                },
              },
            });
          }}
        />
      )}
    </Stack>
  );
}

export function HairSettings({
  choice,
  dispatch,
  preview,
}: {
  choice: HairChoice;
  dispatch: (action: HairAction) => void;
  preview: boolean;
}) {
  const { t } = useTranslation('hairstyle');
  return (
    <Stack gap="6" data-testid="hair-settings">
      <ColourChoice
        colour={choice.colour}
        preview={preview}
        onChange={(colour) => dispatch({ type: 'setChoice', choice: { colour } })}
      />
      {choice.mode === 'template' && (
        <PromptField
          value={choice.prompt}
          onChange={(prompt) => dispatch({ type: 'setChoice', choice: { prompt } })}
          label={t('prompt.extraLabel')}
          hint={t(preview ? 'prompt.extraHintPreview' : 'prompt.extraHint')}
        />
      )}
      <MaskChoice choice={choice} dispatch={dispatch} />
    </Stack>
  );
}
