/**
 * The generate step: the studio's review of its choice (its children) with what stopped the
 * last attempt; while it runs, the processing view with its phases; while it waits for a
 * connection, the queued request with Cancel.
 */
import type { ReactNode } from 'react';
import { Box, Stack } from '@chakra-ui/react';
import type { Generation, GenerationPhase } from '../../../common/contracts/generations';
import type { RunState } from '../../lib/generation/run-state';
import type { OutboxEntry } from '../../lib/pwa/outbox-types';
import { GenerationProgress } from '../generation/GenerationProgress';
import { QueuedRun } from './QueuedRun';
import { FailedRun, SubmitProblemAlert } from './RunProblem';
import { useStudio } from './studio-context';
import { useMeasuredWait } from './use-measured-wait';
import { useStudioText } from './use-studio-text';

export interface QueuedControls {
  /** Undefined for the moment the outbox's list is being read. */
  entry: OutboxEntry | undefined;
  cancel: () => void;
}

/** The record shown between the click and the server's answer. */
function pendingRecord(): Pick<Generation, 'status' | 'phase' | 'created_at'> {
  return { status: 'queued', phase: null, created_at: new Date().toISOString() };
}

export function RunProgress({
  run,
}: {
  run: Extract<RunState, { status: 'submitting' | 'running' }>;
}) {
  const t = useStudioText();
  const { service } = useStudio();
  const estimate = useMeasuredWait(
    service,
    t('progress.estimate', {}, 'generation:progress.estimate'),
  );
  return (
    // data-run-status tells 'submitting' (no generation yet) from 'running' (kept on the device).
    <Box maxW="xl" mx="auto" w="full" py="2" data-run-status={run.status}>
      <GenerationProgress
        generation={run.status === 'running' ? run.generation : pendingRecord()}
        estimate={estimate}
        phaseDetail={(phase: GenerationPhase) =>
          t(`progress.phases.${phase}`, {}, `generation:phases.${phase}.detail`)
        }
        reconnecting={run.status === 'running' && run.reconnecting}
      />
    </Box>
  );
}

export function GenerateStep({
  run,
  queued,
  review,
  settings,
}: {
  run: RunState;
  queued: QueuedControls;
  /** The choice, shown for a last look (and while it waits in the outbox). */
  review: ReactNode;
  /** What is chosen on this step (try-on: the garment category); hidden while queued. */
  settings?: ReactNode;
}) {
  if (run.status === 'queued') {
    return (
      <Stack gap="6">
        <QueuedRun entry={queued.entry} onCancel={queued.cancel} />
        {review}
      </Stack>
    );
  }
  if (run.status === 'submitting' || run.status === 'running') return <RunProgress run={run} />;
  return (
    <Stack gap="6">
      {run.status === 'failed' && <FailedRun generation={run.generation} />}
      {run.status === 'submit-failed' && <SubmitProblemAlert run={run} />}
      {review}
      {settings}
    </Stack>
  );
}
