/**
 * The describe step: the edit in words (with its character counter, and on the built-in engine
 * a live note of what it can read), the presets, the advanced settings the engine follows, the
 * optional painted mask ('change only here'), and background removal on this device.
 */
import { Field, Stack, Text, Textarea, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { presetsOfPrompt } from '../../../common/studios/edit-prompt';
import { editSettingsOf, EDIT_PRESETS } from '../../../common/studios/image-editing';
import { MaskChoice } from '../../components/studio/MaskChoice';
import { AdvancedSettings } from './AdvancedSettings';
import {
  PROMPT_MAX_LENGTH,
  promptNeedsHosted,
  type EditAction,
  type EditChoice,
} from './edit-machine';
import { OnDeviceCutout } from './OnDeviceCutout';
import { PresetPicker } from './PresetPicker';

function PromptField({
  choice,
  onChange,
}: {
  choice: EditChoice;
  onChange: (prompt: string) => void;
}) {
  const { t } = useTranslation('image-editing');
  const needsHosted = promptNeedsHosted(choice);
  const named = choice.offline && !needsHosted ? (presetsOfPrompt(choice.prompt) ?? []) : [];
  const presetList = EDIT_PRESETS.map((preset) => t(`presets.names.${preset}`)).join(', ');
  return (
    <Field.Root invalid={needsHosted}>
      <Field.Label>{t('prompt.label')}</Field.Label>
      <Textarea
        value={choice.prompt}
        onChange={(event) => onChange(event.target.value)}
        maxLength={PROMPT_MAX_LENGTH}
        rows={3}
        bg="white"
        placeholder={t(choice.offline ? 'prompt.placeholderOffline' : 'prompt.placeholder')}
        data-testid="edit-prompt"
      />
      <HStack justify="space-between" w="full" gap="3" align="start">
        {needsHosted ? (
          <Field.ErrorText color="red.700" data-testid="edit-prompt-needs-hosted">
            {t('prompt.needsHosted', { presets: presetList })}
          </Field.ErrorText>
        ) : (
          <Field.HelperText data-testid="edit-prompt-hint">
            {named.length > 0
              ? t('prompt.understood', {
                  presets: named.map((preset) => t(`presets.names.${preset}`)).join(', '),
                })
              : t(choice.offline ? 'prompt.hintOffline' : 'prompt.hint')}
          </Field.HelperText>
        )}
        <Text fontSize="xs" color="fg.muted" flexShrink={0} data-testid="edit-prompt-counter">
          {t('prompt.counter', { count: choice.prompt.length, max: PROMPT_MAX_LENGTH })}
        </Text>
      </HStack>
    </Field.Root>
  );
}

export function EditDescribe({
  choice,
  dispatch,
  engine,
}: {
  choice: EditChoice;
  dispatch: (action: EditAction) => void;
  /** The engine the studio runs on here (GET /api/studios). */
  engine: string;
}) {
  const set = (next: Partial<Omit<EditChoice, 'photo'>>) =>
    dispatch({ type: 'setChoice', choice: next });
  return (
    <Stack gap="6" data-testid="edit-describe">
      <PromptField choice={choice} onChange={(prompt) => set({ prompt })} />
      <PresetPicker
        chosen={choice.presets}
        onToggle={(preset) => dispatch({ type: 'togglePreset', preset })}
      />
      <AdvancedSettings settings={editSettingsOf(engine)} values={choice} onChange={set} />
      <MaskChoice
        photo={choice.photo}
        mask={choice.mask}
        onChange={(mask) => set({ mask })}
        testId="edit-mask"
        fileName="edit-mask.png"
      />
      {choice.photo && <OnDeviceCutout key={choice.photo.key} photo={choice.photo} />}
    </Stack>
  );
}
