/**
 * The customise part of the generate step: the hair colour (the named palette, any other
 * colour, or the hair's own), the extra description beside a template, and the optional hair
 * mask painted on the photo in the mask editor ('paint the hair to change').
 */
import { useEffect } from 'react';
import { chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HAIR_COLOURS, type HairColour } from '../../../common/studios/hairstyle-changer';
import { FilterChip } from '../../components/generation/FilterChip';
import { MaskChoice } from '../../components/studio/MaskChoice';
import type { HairAction, HairChoice } from './hair-machine';
import { useHairTexts } from './hair-texts';
import { PromptField } from './StylePicker';

const NAMED = Object.keys(HAIR_COLOURS) as HairColour[];
/** What the free colour input starts on before one is chosen. */
const FREE_START = '#6b3e2e';

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
      <MaskChoice
        photo={choice.photo}
        mask={choice.mask}
        onChange={(mask) => dispatch({ type: 'setChoice', choice: { mask } })}
        testId="hair-mask"
        fileName="hair-mask.png"
      />
    </Stack>
  );
}
