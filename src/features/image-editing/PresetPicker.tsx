/**
 * The six presets as toggles: several may be chosen, except the pairs that do not combine
 * (common/studios/image-editing.ts): a preset that cannot go with a chosen one is disabled and
 * says which one it clashes with.
 */
import { chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { conflictsOf, EDIT_PRESETS, type EditPreset } from '../../../common/studios/image-editing';

export function PresetPicker({
  chosen,
  onToggle,
}: {
  chosen: readonly EditPreset[];
  onToggle: (preset: EditPreset) => void;
}) {
  const { t } = useTranslation('image-editing');
  return (
    <Stack gap="3" data-testid="edit-presets">
      <Text fontWeight="semibold" id="edit-presets-label">
        {t('presets.label')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('presets.lead')}
      </Text>
      <SimpleGrid
        columns={{ base: 1, sm: 2, xl: 3 }}
        gap="3"
        role="group"
        aria-labelledby="edit-presets-label"
      >
        {EDIT_PRESETS.map((preset) => {
          const selected = chosen.includes(preset);
          const clash = conflictsOf(preset).find((other) => chosen.includes(other));
          return (
            <chakra.button
              key={preset}
              type="button"
              aria-pressed={selected}
              disabled={Boolean(clash)}
              onClick={() => onToggle(preset)}
              textAlign="start"
              p="3"
              minH="20"
              borderWidth="2px"
              borderRadius="lg"
              borderColor={selected ? 'brand.solid' : 'gray.200'}
              bg={selected ? 'brand.subtle' : 'white'}
              cursor={clash ? 'not-allowed' : 'pointer'}
              opacity={clash ? 0.55 : 1}
              _hover={clash ? undefined : { borderColor: 'brand.solid' }}
              _focusVisible={{
                outline: '3px solid',
                outlineColor: 'brand.focusRing',
                outlineOffset: '2px',
              }}
              data-testid={`preset-${preset}`}
            >
              <Text fontWeight="semibold" fontSize="sm">
                {t(`presets.names.${preset}`)}
              </Text>
              <Text fontSize="xs" color="fg.muted" mt="1">
                {clash
                  ? t('presets.clashes', { other: t(`presets.names.${clash}`) })
                  : t(`presets.descriptions.${preset}`)}
              </Text>
            </chakra.button>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
