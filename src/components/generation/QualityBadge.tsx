/**
 * The honest quality label: results of the built-in engine are 'preview' quality (a
 * photo-editor style overlay, docs/engines.md#quality-honestly), and say so wherever they are
 * shown.
 */
import { Badge, Tooltip } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function QualityBadge({
  quality,
  service,
}: {
  quality: 'preview' | 'standard';
  /** The studio, when its preview does something of its own to say (`quality.previewHints`). */
  service?: string;
}) {
  const { t } = useTranslation('generation');
  const hint = service
    ? [`quality.previewHints.${service}`, 'quality.previewHint']
    : 'quality.previewHint';
  if (quality !== 'preview') return null;
  return (
    <Tooltip.Root openDelay={200} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <Badge
          colorPalette="orange"
          variant="surface"
          size="sm"
          tabIndex={0}
          cursor="help"
          data-testid="quality-preview"
        >
          {t('quality.preview')}
        </Badge>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content maxW="xs">{t(hint)}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
