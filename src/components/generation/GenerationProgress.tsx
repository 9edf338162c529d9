/**
 * The processing view (docs/product-rules.md#generation): the four phases analysing → processing →
 * generating → completing, an elapsed clock and the estimated wait. Announced politely to screen
 * readers.
 */
import { useEffect, useState } from 'react';
import { Box, Circle, HStack, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  GENERATION_PHASES,
  type Generation,
  type GenerationPhase,
} from '../../../common/contracts/generations';
import { CheckIcon } from '../icons';
import { formatClock, phaseIndex, phaseStates, type PhaseState } from './generation-labels';

interface GenerationProgressProps {
  generation: Pick<Generation, 'status' | 'phase' | 'created_at'>;
  /**
   * The service's own estimate; the rules' 2 to 3 minutes by default (docs/product-
   * rules.md#generation).
   */
  estimate?: string;
  /** The follower lost the server for a moment and is retrying. */
  reconnecting?: boolean;
  /** What the studio does in each phase; try-on's words by default. */
  phaseDetail?: (phase: GenerationPhase) => string;
}

const ELAPSED_TICK_MS = 1000;

function useElapsed(since: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ELAPSED_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const started = Date.parse(since);
  return Number.isNaN(started) ? 0 : Math.max(0, now - started);
}

function PhaseMarker({ state, number }: { state: PhaseState; number: number }) {
  if (state === 'done')
    return (
      <Circle size="8" bg="brand.solid" color="white" flexShrink={0}>
        <CheckIcon />
      </Circle>
    );
  if (state === 'current')
    return (
      <Circle size="8" bg="brand.subtle" color="brand.solid" flexShrink={0}>
        <Spinner size="sm" />
      </Circle>
    );
  return (
    <Circle
      size="8"
      bg="gray.100"
      color="fg.muted"
      fontSize="sm"
      fontWeight="semibold"
      flexShrink={0}
    >
      {number}
    </Circle>
  );
}

export function GenerationProgress({
  generation,
  estimate,
  reconnecting,
  phaseDetail,
}: GenerationProgressProps) {
  const { t } = useTranslation('generation');
  const elapsed = useElapsed(generation.created_at);
  const current = phaseIndex(generation);
  const total = GENERATION_PHASES.length;
  const activeKey = current < 0 ? 'queued' : GENERATION_PHASES[Math.min(current, total - 1)];
  // Each finished phase fills a quarter; the running one shows as half done.
  const percent = current < 0 ? 4 : Math.min(100, ((current + 0.5) / total) * 100);

  return (
    <Stack gap="5" data-testid="generation-progress" data-phase={activeKey}>
      <Stack gap="1" aria-live="polite">
        <Text fontWeight="semibold" fontSize="lg">
          {t('progress.title')}
        </Text>
        <Text color="fg.muted" fontSize="sm" data-testid="generation-phase">
          {t(`phases.${activeKey}.label`)}
          {current >= 0 && ` · ${t('progress.phaseOf', { current: current + 1, total })}`}
        </Text>
      </Stack>
      <Progress.Root
        value={percent}
        colorPalette="brand"
        size="sm"
        aria-label={t('progress.title')}
      >
        <Progress.Track borderRadius="full">
          <Progress.Range transition="width 400ms ease" />
        </Progress.Track>
      </Progress.Root>
      <Stack as="ol" gap="3" listStyleType="none">
        {phaseStates(generation).map(({ phase, state }, index) => (
          <HStack
            as="li"
            key={phase}
            gap="3"
            align="start"
            opacity={state === 'upcoming' ? 0.6 : 1}
            data-testid={`phase-${phase}`}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <PhaseMarker state={state} number={index + 1} />
            <Box>
              <Text fontWeight={state === 'current' ? 'semibold' : 'medium'}>
                {t(`phases.${phase}.label`)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {phaseDetail ? phaseDetail(phase) : t(`phases.${phase}.detail`)}
              </Text>
            </Box>
          </HStack>
        ))}
      </Stack>
      <Stack gap="1" fontSize="sm" color="fg.muted" borderTopWidth="1px" pt="4">
        <HStack justify="space-between" flexWrap="wrap">
          <Text>{estimate ?? t('progress.estimate')}</Text>
          <Text fontVariantNumeric="tabular-nums" data-testid="generation-elapsed">
            {t('progress.elapsed', { time: formatClock(elapsed) })}
          </Text>
        </HStack>
        {reconnecting && (
          <Text color="orange.600" role="status">
            {t('progress.reconnecting')}
          </Text>
        )}
        <Text>{t('progress.leaveHint')}</Text>
      </Stack>
    </Stack>
  );
}
