/**
 * Batch try-on on the generate step (docs/studios.md "Batch try-on"): on a plan with batch
 * processing, more models in the chosen garment or more garments on the chosen model, up to
 * MAX_BATCH_OUTPUTS looks in one request, each followed to its result; on a plan without, the
 * offer and the way to the plans. The server decides either way: this only shows it.
 */
import { useEffect, useRef, useState } from 'react';
import {
  Box,
  Button,
  CloseButton,
  HStack,
  Image,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Generation, GarmentCategory } from '../../../common/contracts/generations';
import type { PlanId } from '../../../common/plans';
import { PATHS } from '../../../common/routes';
import { FilterChip } from '../../components/generation/FilterChip';
import { ImagePicker } from '../../components/studio/ImagePicker';
import { apiErrorText } from '../../lib/api/error-text';
import { generationsApi, isFinished } from '../../lib/api/generations';
import {
  type BatchMode,
  batchRequestOf,
  MAX_BATCH_EXTRAS,
  planHasBatch,
  startBatch,
} from './batch-try-on';
import type { PickedImage } from './try-on-machine';

/** How often the batch's unfinished outputs are read again, in ms. */
const POLL_MS = 2_000;

export interface BatchPanelProps {
  planId: PlanId | undefined;
  model: PickedImage | null;
  garment: PickedImage | null;
  category: GarmentCategory;
  /** The balance changed: the batch was charged, or one of its looks failed and was refunded. */
  onBalanceChange?: () => void;
}

export function BatchPanel({ planId, ...choice }: BatchPanelProps) {
  return (
    <Box borderWidth="1px" borderRadius="xl" p="4" data-testid="batch-panel">
      {planHasBatch(planId) ? <BatchMaker {...choice} /> : <BatchUpgrade />}
    </Box>
  );
}

function BatchUpgrade() {
  const { t } = useTranslation('try-on');
  return (
    <Stack gap="2" data-testid="batch-upgrade">
      <Text fontWeight="semibold">{t('batch.title')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('batch.upgrade', { count: MAX_BATCH_EXTRAS + 1 })}
      </Text>
      <Link asChild color="brand.fg" fontWeight="medium" fontSize="sm">
        <RouterLink to={PATHS.pricing} data-testid="batch-see-plans">
          {t('batch.seePlans')}
        </RouterLink>
      </Link>
    </Stack>
  );
}

function BatchMaker({
  model,
  garment,
  category,
  onBalanceChange,
}: Omit<BatchPanelProps, 'planId'>) {
  const { t } = useTranslation(['try-on', 'common']);
  const [mode, setMode] = useState<BatchMode>('models');
  const [extras, setExtras] = useState<PickedImage[]>([]);
  const [adding, setAdding] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outputs, setOutputs] = useState<Generation[] | null>(null);
  if (!model || !garment) return null;

  const chooseMode = (next: BatchMode) => {
    if (next === mode) return;
    setMode(next);
    setExtras([]);
    setAdding(false);
  };
  const send = async () => {
    setSending(true);
    setError(null);
    try {
      const request = await batchRequestOf({ mode, model, garment, extras, category });
      setOutputs((await startBatch(request)).generations);
      onBalanceChange?.();
    } catch (failure) {
      setError(apiErrorText(t, failure, t('batch.failed')));
    } finally {
      setSending(false);
    }
  };
  const looks = extras.length + 1;

  return (
    <Stack gap="3" data-testid="batch-maker">
      <Text fontWeight="semibold">{t('batch.title')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('batch.lead', { count: MAX_BATCH_EXTRAS + 1 })}
      </Text>
      <HStack gap="2" flexWrap="wrap" role="group" aria-label={t('batch.title')}>
        <FilterChip
          selected={mode === 'models'}
          onClick={() => chooseMode('models')}
          testId="batch-mode-models"
        >
          {t('batch.mode.models')}
        </FilterChip>
        <FilterChip
          selected={mode === 'garments'}
          onClick={() => chooseMode('garments')}
          testId="batch-mode-garments"
        >
          {t('batch.mode.garments')}
        </FilterChip>
      </HStack>
      {extras.length > 0 && (
        <SimpleGrid columns={{ base: 3, md: 4 }} gap="2" data-testid="batch-extras">
          {extras.map((pick, index) => (
            <Box key={`${pick.key}-${index}`} position="relative">
              <Image
                src={pick.previewUrl}
                alt={pick.label}
                aspectRatio={3 / 4}
                objectFit="cover"
                borderRadius="md"
                w="full"
              />
              <CloseButton
                size="2xs"
                position="absolute"
                top="1"
                right="1"
                bg="white"
                aria-label={t('batch.remove', { name: pick.label })}
                onClick={() => setExtras(extras.filter((_, kept) => kept !== index))}
              />
            </Box>
          ))}
        </SimpleGrid>
      )}
      {adding ? (
        <Stack gap="2">
          <ImagePicker
            field={mode === 'models' ? 'model' : 'garment'}
            selectedKey={undefined}
            onPick={(image) => {
              setExtras([...extras, image]);
              setAdding(false);
            }}
          />
          <Button variant="ghost" size="sm" alignSelf="start" onClick={() => setAdding(false)}>
            {t('batch.cancelAdd')}
          </Button>
        </Stack>
      ) : (
        extras.length < MAX_BATCH_EXTRAS && (
          <Button
            variant="outline"
            size="sm"
            alignSelf="start"
            onClick={() => setAdding(true)}
            data-testid="batch-add"
          >
            {t(mode === 'models' ? 'batch.addModel' : 'batch.addGarment')}
          </Button>
        )
      )}
      <Button
        colorPalette="brand"
        alignSelf="start"
        disabled={extras.length === 0 || sending || outputs !== null}
        loading={sending}
        onClick={() => void send()}
        data-testid="batch-generate"
      >
        {t('batch.generate', { count: looks })}
      </Button>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert" data-testid="batch-error">
          {error}
        </Text>
      )}
      {outputs && <BatchOutputs initial={outputs} onFinished={onBalanceChange} />}
    </Stack>
  );
}

/** The batch's looks as they finish, read again until every one has. */
function BatchOutputs({
  initial,
  onFinished,
}: {
  initial: Generation[];
  /** Every look has finished: a failed one was refunded. */
  onFinished?: () => void;
}) {
  const { t } = useTranslation('try-on');
  const [outputs, setOutputs] = useState(initial);
  const waiting = outputs.filter((output) => !isFinished(output)).map((output) => output.id);
  const waitingKey = waiting.join(',');
  const failed = outputs.some((output) => output.status === 'failed');
  const told = useRef(false);

  useEffect(() => {
    if (waitingKey || !failed || told.current) return;
    told.current = true; // once: the refunds are all in when the last look has finished
    onFinished?.();
  }, [waitingKey, failed, onFinished]);

  useEffect(() => {
    if (!waitingKey) return;
    const timer = setTimeout(() => {
      void Promise.all(waitingKey.split(',').map((id) => generationsApi.get(id))).then(
        (fresh) =>
          setOutputs((current) =>
            current.map((output) => fresh.find((read) => read.id === output.id) ?? output),
          ),
        () => setOutputs((current) => [...current]), // try again at the next tick
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [waitingKey, outputs]);

  const done = outputs.filter((output) => output.status === 'success').length;
  return (
    <Stack gap="2" data-testid="batch-outputs">
      <Text fontSize="sm" aria-live="polite" data-testid="batch-progress">
        {t('batch.progress', { done, count: outputs.length })}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
        {outputs.map((output) => (
          <Box
            key={output.id}
            aspectRatio={3 / 4}
            borderRadius="md"
            overflow="hidden"
            bg="gray.100"
            display="flex"
            alignItems="center"
            justifyContent="center"
            data-testid="batch-output"
            data-status={output.status}
          >
            {output.status === 'success' && output.result_thumbnail_url ? (
              <Image
                src={output.result_thumbnail_url}
                alt={t('batch.resultAlt')}
                w="full"
                h="full"
                objectFit="cover"
              />
            ) : (
              <Text fontSize="xs" color="fg.muted" textAlign="center" p="2">
                {t(`batch.status.${output.status}`)}
              </Text>
            )}
          </Box>
        ))}
      </SimpleGrid>
      <Link asChild color="brand.fg" fontSize="sm">
        <RouterLink to={PATHS.history}>{t('batch.inHistory')}</RouterLink>
      </Link>
    </Stack>
  );
}
