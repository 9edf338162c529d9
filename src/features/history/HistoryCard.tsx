/**
 * One history item: the shared generation card with its actions: download, share, regenerate,
 * delete (docs/product-rules.md#history-actions).
 */
import type { ReactElement } from 'react';
import { HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Generation } from '../../../common/contracts/generations';
import { GenerationCard } from '../../components/generation/GenerationCard';
import { DownloadIcon, RefreshIcon, ShareIcon, TrashIcon } from '../../components/icons';
import { isFinished } from '../../lib/api/generations';
import { useGenerationImage } from './use-generation-image';

export interface HistoryCardHandlers {
  onView: (generation: Generation) => void;
  onDownload: (generation: Generation) => void;
  onShare: (generation: Generation) => void;
  onRegenerate: (generation: Generation) => void;
  onDelete: (generation: Generation) => void;
}

function Action({
  label,
  onClick,
  icon,
  testId,
  disabled,
  danger,
}: {
  label: string;
  onClick: () => void;
  icon: ReactElement;
  testId: string;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <IconButton
      size="sm"
      variant="ghost"
      colorPalette={danger ? 'red' : 'gray'}
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    >
      {icon}
    </IconButton>
  );
}

export function HistoryCard({
  generation,
  busy,
  handlers,
}: {
  generation: Generation;
  /** An action on this item is on its way (regenerate, delete). */
  busy: boolean;
  handlers: HistoryCardHandlers;
}) {
  const { t } = useTranslation('history');
  const image = useGenerationImage(generation, 'thumbnail');
  const success = generation.status === 'success';
  const finished = isFinished(generation);
  return (
    <GenerationCard
      generation={generation}
      image={image}
      onOpen={success ? () => handlers.onView(generation) : undefined}
      actions={
        finished && (
          <HStack gap="0.5" mx="-1.5" mt="1" borderTopWidth="1px" pt="1.5">
            {success && (
              <Action
                label={t('actions.download')}
                icon={<DownloadIcon />}
                onClick={() => handlers.onDownload(generation)}
                testId="history-download"
              />
            )}
            {success && (
              <Action
                label={t('actions.share')}
                icon={<ShareIcon />}
                onClick={() => handlers.onShare(generation)}
                testId="history-share"
              />
            )}
            {finished && (
              <Action
                label={t('actions.regenerate')}
                icon={<RefreshIcon />}
                onClick={() => handlers.onRegenerate(generation)}
                testId="history-regenerate"
                disabled={busy}
              />
            )}
            {finished && (
              <Action
                label={t('actions.delete')}
                icon={<TrashIcon />}
                onClick={() => handlers.onDelete(generation)}
                testId="history-delete"
                disabled={busy}
                danger
              />
            )}
          </HStack>
        )
      }
    />
  );
}
