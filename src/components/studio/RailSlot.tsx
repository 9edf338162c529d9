/**
 * A part of a studio's side panel (./StudioRail.tsx): a small caption over what was chosen in a
 * step, the whole a button back to that step (framed while that step is open); and the chosen
 * photo's thumbnail most slots show.
 */
import type { ReactNode } from 'react';
import { Box, chakra, Image, Stack, Text } from '@chakra-ui/react';

/** The small caption over a part of the side panel ('PHOTO'). */
export function RailCaption({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
      {children}
    </Text>
  );
}

interface RailSlotProps {
  /** The wizard step it opens; its test id is `slot-<step>`. */
  step: string;
  title: string;
  disabled: boolean;
  /** That step is open now. */
  active: boolean;
  onOpen: () => void;
  tourTarget?: string;
  children: ReactNode;
}

export function RailSlot({
  step,
  title,
  disabled,
  active,
  onOpen,
  tourTarget,
  children,
}: RailSlotProps) {
  return (
    <Stack gap="1.5" data-tour={tourTarget} data-testid={`slot-${step}`}>
      <RailCaption>{title}</RailCaption>
      <chakra.button
        type="button"
        onClick={onOpen}
        disabled={disabled}
        textAlign="start"
        borderWidth="2px"
        borderRadius="lg"
        borderColor={active ? 'brand.solid' : 'gray.200'}
        p="2"
        bg="white"
        cursor={disabled ? 'default' : 'pointer'}
        _hover={disabled ? undefined : { borderColor: 'brand.solid' }}
        _focusVisible={{
          outline: '3px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        }}
      >
        {children}
      </chakra.button>
    </Stack>
  );
}

interface RailPhotoProps {
  photo: { previewUrl: string; label: string } | null;
  /** What to do while there is no photo yet. */
  emptyText: string;
  aspectRatio: number;
  /** A portrait is cropped to the box; a picture being edited is shown whole. */
  fit: 'cover' | 'contain';
}

/** The chosen photo in the side panel, or what to do while there is none. */
export function RailPhoto({ photo, emptyText, aspectRatio, fit }: RailPhotoProps) {
  if (!photo)
    return (
      <Text fontSize="sm" color="fg.muted">
        {emptyText}
      </Text>
    );
  return (
    <Box aspectRatio={aspectRatio} borderRadius="md" overflow="hidden" bg="gray.100">
      <Image src={photo.previewUrl} alt={photo.label} w="full" h="full" objectFit={fit} />
    </Box>
  );
}
