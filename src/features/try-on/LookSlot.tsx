/** A model or garment slot in "Your look": the chosen picture, or a prompt to choose one. */
import { Image, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BodyIcon, ShirtIcon } from '../../components/icons';
import type { PickedImage } from './try-on-machine';

interface LookSlotProps {
  slot: 'model' | 'garment';
  pick: PickedImage | null;
  /** Shown greyed: a garment cannot be chosen before a model. */
  locked?: boolean;
  active: boolean;
  disabled?: boolean;
  onClick: () => void;
  tourTarget: string;
}

export function LookSlot({
  slot,
  pick,
  locked,
  active,
  disabled,
  onClick,
  tourTarget,
}: LookSlotProps) {
  const { t } = useTranslation('try-on');
  const Icon = slot === 'model' ? BodyIcon : ShirtIcon;
  const title = t(`rail.${slot}`);
  return (
    <Stack gap="1.5" data-tour={tourTarget} data-testid={`slot-${slot}`}>
      <Text
        fontSize="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {title}
      </Text>
      <chakra.button
        type="button"
        onClick={onClick}
        disabled={disabled}
        aria-label={
          pick
            ? `${title}: ${pick.label}. ${t('rail.change')}`
            : t(`rail.choose${slot === 'model' ? 'Model' : 'Garment'}`)
        }
        position="relative"
        aspectRatio={3 / 4}
        w="full"
        borderRadius="lg"
        overflow="hidden"
        borderWidth="2px"
        borderStyle={pick ? 'solid' : 'dashed'}
        borderColor={active ? 'brand.solid' : pick ? 'gray.200' : 'gray.300'}
        bg={pick ? 'gray.100' : active ? 'brand.subtle' : 'gray.50'}
        opacity={locked ? 0.55 : 1}
        cursor={disabled ? 'default' : 'pointer'}
        transition="all 120ms"
        _hover={disabled ? undefined : { borderColor: 'brand.solid' }}
        _focusVisible={{
          outline: '3px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        }}
      >
        {pick ? (
          <>
            <Image src={pick.previewUrl} alt={pick.label} w="full" h="full" objectFit="cover" />
            {!disabled && (
              <Text
                position="absolute"
                bottom="2"
                insetX="2"
                fontSize="xs"
                fontWeight="semibold"
                bg="whiteAlpha.900"
                borderRadius="md"
                py="1"
                textAlign="center"
              >
                {t('rail.change')}
              </Text>
            )}
          </>
        ) : (
          <Stack
            h="full"
            align="center"
            justify="center"
            gap="2"
            p="2"
            color={active ? 'brand.fg' : 'fg.muted'}
          >
            <Icon boxSize="7" />
            <Text fontSize="xs" fontWeight="medium" textAlign="center">
              {locked
                ? t('rail.locked')
                : t(`rail.choose${slot === 'model' ? 'Model' : 'Garment'}`)}
            </Text>
          </Stack>
        )}
      </chakra.button>
      {pick && (
        <Text fontSize="xs" color="fg.muted" truncate title={pick.label}>
          {pick.label}
        </Text>
      )}
    </Stack>
  );
}
