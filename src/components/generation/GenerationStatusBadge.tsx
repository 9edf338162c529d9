/** A generation's status as a coloured badge (docs/product-rules.md#generation-record). */
import { Badge, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { GenerationStatus } from '../../../common/contracts/generations';
import { STATUS_PALETTE } from './generation-labels';

export function GenerationStatusBadge({
  status,
  size = 'sm',
}: {
  status: GenerationStatus;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('generation');
  const running = status === 'queued' || status === 'processing';
  return (
    <Badge
      colorPalette={STATUS_PALETTE[status]}
      variant="subtle"
      size={size}
      data-testid="generation-status"
      data-status={status}
    >
      {running && <Spinner size="xs" borderWidth="1.5px" />}
      {t(`status.${status}`)}
    </Badge>
  );
}
