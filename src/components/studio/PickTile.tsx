/** One choosable picture in a studio's grids: a button that shows when it is the chosen one. */
import type { ReactNode } from 'react';
import { Box, Circle, Image, Stack, Text, chakra } from '@chakra-ui/react';
import { CheckIcon } from '../icons';

interface PickTileProps {
  src: string;
  label: string;
  selected: boolean;
  onPick: () => void;
  caption?: string;
  /** An extra control over the tile (e.g. remove from the gallery). */
  corner?: ReactNode;
  testId?: string;
}

export function PickTile({ src, label, selected, onPick, caption, corner, testId }: PickTileProps) {
  return (
    <Box position="relative" data-testid={testId} data-selected={selected || undefined}>
      <chakra.button
        type="button"
        onClick={onPick}
        aria-pressed={selected}
        display="block"
        w="full"
        textAlign="start"
        borderRadius="lg"
        overflow="hidden"
        bg="white"
        borderWidth="2px"
        borderColor={selected ? 'brand.solid' : 'transparent'}
        shadow={selected ? 'md' : 'xs'}
        transition="all 120ms"
        _hover={{ shadow: 'md', borderColor: selected ? 'brand.solid' : 'brand.emphasized' }}
        _focusVisible={{
          outline: '3px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        }}
      >
        <Box aspectRatio={3 / 4} bg="gray.100">
          <Image
            src={src}
            alt=""
            w="full"
            h="full"
            objectFit="cover"
            loading="lazy"
            draggable={false}
          />
        </Box>
        <Stack gap="0" px="2" py="1.5">
          <Text fontSize="sm" fontWeight="medium" truncate>
            {label}
          </Text>
          {caption && (
            <Text fontSize="xs" color="fg.muted" truncate>
              {caption}
            </Text>
          )}
        </Stack>
      </chakra.button>
      {selected && (
        <Circle
          size="6"
          bg="brand.solid"
          color="white"
          position="absolute"
          top="2"
          right="2"
          pointerEvents="none"
          shadow="sm"
        >
          <CheckIcon boxSize="3.5" />
        </Circle>
      )}
      {corner}
    </Box>
  );
}
