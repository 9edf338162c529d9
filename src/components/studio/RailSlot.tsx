/**
 * A part of a studio's side panel (./StudioRail.tsx): a small caption over what was chosen in a
 * step, the whole a button back to that step (framed while that step is open).
 */
import type { ReactNode } from 'react';
import { chakra, Stack, Text } from '@chakra-ui/react';

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
