/**
 * The advanced settings (strength, guidance scale, quality steps), only those the studio's
 * engine follows here (EDIT_ENGINE_SETTINGS, the engine named by GET /api/studios): the local
 * presets take the strength only, fal's editors all three. Each is a labelled range input with
 * its value shown; keys and touch work as the browser's own slider.
 */
import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { IMAGE_EDITING, type EditSetting } from '../../../common/studios/image-editing';

const SPECS = IMAGE_EDITING.params;
const STEP: Record<EditSetting, number> = { strength: 0.05, guidance_scale: 0.5, steps: 1 };

export interface SettingValues {
  strength: number;
  guidanceScale: number;
  steps: number;
}

const KEY: Record<EditSetting, keyof SettingValues> = {
  strength: 'strength',
  guidance_scale: 'guidanceScale',
  steps: 'steps',
};

export function AdvancedSettings({
  settings,
  values,
  onChange,
}: {
  settings: readonly EditSetting[];
  values: SettingValues;
  onChange: (values: Partial<SettingValues>) => void;
}) {
  const { t } = useTranslation('image-editing');
  if (settings.length === 0) return null;
  return (
    <Stack gap="4" p="4" borderWidth="1px" borderRadius="xl" bg="white" data-testid="edit-advanced">
      <Stack gap="1">
        <Text fontWeight="semibold">{t('advanced.label')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t(settings.length === 1 ? 'advanced.leadLocal' : 'advanced.leadHosted')}
        </Text>
      </Stack>
      {settings.map((setting) => {
        const spec = SPECS[setting];
        const value = values[KEY[setting]];
        const id = `edit-setting-${setting}`;
        return (
          <Stack key={setting} gap="1">
            <HStack justify="space-between">
              <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
                {t(`advanced.${setting}`)}
              </chakra.label>
              <Text fontSize="sm" fontVariantNumeric="tabular-nums" aria-hidden>
                {value}
              </Text>
            </HStack>
            <chakra.input
              id={id}
              type="range"
              min={spec.min}
              max={spec.max}
              step={STEP[setting]}
              value={value}
              onChange={(event) => onChange({ [KEY[setting]]: Number(event.target.value) })}
              accentColor="var(--chakra-colors-brand-solid)"
              w="full"
              data-testid={id}
            />
            <Text fontSize="xs" color="fg.muted">
              {t(`advanced.hints.${setting}`)}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
