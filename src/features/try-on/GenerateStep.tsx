/**
 * Step 3: the review before generating (both pictures, the garment category), then the
 * processing view with its four phases, or the failure with its reason.
 */
import { Alert, Badge, Box, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { GARMENT_CATEGORIES, type Generation } from '../../../common/contracts/generations';
import { FilterChip } from '../../components/generation/FilterChip';
import { GenerationProgress } from '../../components/generation/GenerationProgress';
import { errorMessageKey } from '../../components/generation/generation-labels';
import { InsufficientCredits } from '../../components/generation/InsufficientCredits';
import type { OutboxEntry } from '../../lib/pwa/outbox-types';
import { QueuedRun } from './QueuedRun';
import { submitProblem } from './submit-error';
import type { PickedImage, WizardAction, WizardState } from './try-on-machine';

function ReviewPicture({ pick, slot }: { pick: PickedImage; slot: 'model' | 'garment' }) {
  const { t } = useTranslation(['try-on', 'generation']);
  return (
    <Stack gap="2" data-testid={`review-${slot}`}>
      <Box aspectRatio={3 / 4} borderRadius="xl" overflow="hidden" bg="gray.100" borderWidth="1px">
        <Image src={pick.previewUrl} alt={pick.label} w="full" h="full" objectFit="cover" />
      </Box>
      <HStack justify="space-between" gap="2" minW="0">
        <Text fontWeight="semibold" fontSize="sm" truncate>
          {t(`review.${slot}`)} · {pick.label}
        </Text>
        <Badge variant="subtle" flexShrink={0}>
          {t(`review.from.${pick.origin}`)}
        </Badge>
      </HStack>
    </Stack>
  );
}

function SubmitProblemAlert({ error }: { error: unknown }) {
  const { t } = useTranslation(['try-on', 'generation']);
  const problem = submitProblem(error);
  if (problem.kind === 'credits') return <InsufficientCredits check={problem.check} />;
  return (
    <Alert.Root status="error" borderRadius="lg" data-testid="submit-error">
      <Alert.Indicator />
      <Alert.Description>
        {problem.kind === 'other'
          ? t('submit.failed', { message: problem.message })
          : t(`submit.${problem.kind}`)}
      </Alert.Description>
    </Alert.Root>
  );
}

function FailedRun({ generation }: { generation: Generation }) {
  const { t } = useTranslation(['try-on', 'generation']);
  return (
    <Alert.Root status="error" borderRadius="xl" p="5" data-testid="run-failed">
      <Alert.Indicator />
      <Stack gap="1">
        <Alert.Title>{t('failed.title')}</Alert.Title>
        <Alert.Description>
          {t(`generation:${errorMessageKey(generation.error_code)}`)}{' '}
          {t('generation:errors.refunded')}
        </Alert.Description>
      </Stack>
    </Alert.Root>
  );
}

/** The record shown between the click and the server's answer. */
function pendingRecord(): Pick<Generation, 'status' | 'phase' | 'created_at'> {
  return { status: 'queued', phase: null, created_at: new Date().toISOString() };
}

export interface QueuedControls {
  entry: OutboxEntry | undefined;
  cancel: () => void;
}

export function GenerateStep({
  state,
  dispatch,
  queued,
}: {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  queued: QueuedControls;
}) {
  const { t } = useTranslation(['try-on', 'generation']);
  const { run, model, garment } = state;
  const pictures = (
    <SimpleGrid columns={2} gap="5">
      {model && <ReviewPicture pick={model} slot="model" />}
      {garment && <ReviewPicture pick={garment} slot="garment" />}
    </SimpleGrid>
  );
  if (run.status === 'queued') {
    return (
      <Stack gap="6">
        <QueuedRun entry={queued.entry} onCancel={queued.cancel} />
        {pictures}
      </Stack>
    );
  }
  if (run.status === 'submitting' || run.status === 'running') {
    return (
      // data-run-status tells 'submitting' (no generation yet) from 'running' (kept on the device).
      <Box maxW="xl" mx="auto" w="full" py="2" data-run-status={run.status}>
        <GenerationProgress
          generation={run.status === 'running' ? run.generation : pendingRecord()}
          estimate={t('progress.estimate')}
          reconnecting={run.status === 'running' && run.reconnecting}
        />
      </Box>
    );
  }
  return (
    <Stack gap="6">
      {run.status === 'failed' && <FailedRun generation={run.generation} />}
      {run.status === 'submit-failed' && <SubmitProblemAlert error={run.error} />}
      {pictures}
      <Stack gap="2">
        <Text fontWeight="semibold" id="category-label">
          {t('category.label')}
        </Text>
        <HStack role="group" aria-labelledby="category-label" gap="2" flexWrap="wrap">
          {GARMENT_CATEGORIES.map((category) => (
            <FilterChip
              key={category}
              selected={state.category === category}
              onClick={() => dispatch({ type: 'setCategory', category })}
              testId={`category-${category}`}
            >
              {t(`generation:categories.${category}`)}
            </FilterChip>
          ))}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('category.hint')}
        </Text>
      </Stack>
    </Stack>
  );
}
