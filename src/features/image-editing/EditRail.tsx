/**
 * "Your edit": the picture and the edit chosen so far (each a way back to its step), in the
 * shared side panel (src/components/studio/StudioRail.tsx), and, on the result, "Edit again",
 * which keeps the picture.
 */
import { Box, Button, chakra, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StudioRail } from '../../components/studio/StudioRail';
import { EDIT_STEPS, isBusy, type EditStep } from './edit-machine';
import type { EditPage } from './edit-parts';
import { PresetSummary } from './EditReview';
import { EDIT_TOUR_TARGETS } from './edit.tour';

function Slot({
  step,
  title,
  disabled,
  active,
  onOpen,
  tourTarget,
  children,
}: {
  step: EditStep;
  title: string;
  disabled: boolean;
  active: boolean;
  onOpen: () => void;
  tourTarget: string;
  children: React.ReactNode;
}) {
  return (
    <Stack gap="1.5" data-tour={tourTarget} data-testid={`slot-${step}`}>
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {title}
      </Text>
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

export function EditRail({ page }: { page: EditPage }) {
  const { t } = useTranslation('image-editing');
  const { state, dispatch } = page;
  const busy = isBusy(state.run);
  const go = (step: EditStep) => dispatch({ type: 'goTo', step });
  return (
    <StudioRail
      page={page}
      firstStep={EDIT_STEPS[0]}
      testId="edit-rail"
      canStartOver={Boolean(state.photo || state.prompt || state.presets.length)}
      tourTarget={EDIT_TOUR_TARGETS.generate}
      resultAction={
        <Button
          variant="outline"
          onClick={() => dispatch({ type: 'editAgain' })}
          data-testid="edit-again"
        >
          {t('actions.editAgain')}
        </Button>
      }
    >
      <Stack gap="4">
        <Slot
          step="upload"
          title={t('rail.photo')}
          disabled={busy}
          active={state.step === 'upload'}
          onOpen={() => go('upload')}
          tourTarget={EDIT_TOUR_TARGETS.upload}
        >
          {state.photo ? (
            <Box aspectRatio={4 / 3} borderRadius="md" overflow="hidden" bg="gray.100">
              <Image
                src={state.photo.previewUrl}
                alt={state.photo.label}
                w="full"
                h="full"
                objectFit="contain"
              />
            </Box>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('rail.choosePhoto')}
            </Text>
          )}
        </Slot>
        <Slot
          step="describe"
          title={t('rail.edit')}
          disabled={busy || !state.photo}
          active={state.step === 'describe'}
          onOpen={() => go('describe')}
          tourTarget={EDIT_TOUR_TARGETS.describe}
        >
          <Stack gap="2">
            {state.prompt.trim() && (
              <Text fontSize="sm" lineClamp={3} data-testid="rail-prompt">
                {state.prompt.trim()}
              </Text>
            )}
            <PresetSummary choice={state} />
          </Stack>
        </Slot>
      </Stack>
    </StudioRail>
  );
}
