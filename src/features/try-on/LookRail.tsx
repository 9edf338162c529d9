/**
 * "Your look": the model and garment chosen so far, the cost and balance, and the step's
 * primary action (Continue, Generate, Generate again) with Back and Start over (spec §2
 * "Wizard actions"). The tour's model, garment and generate steps point here.
 */
import { Alert, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { GENERATION_CREDIT_COST } from '../../../common/credits';
import type { CreditCheck } from '../../components/generation/credit-check';
import { InsufficientCredits } from '../../components/generation/InsufficientCredits';
import { LookSlot } from './LookSlot';
import { isBusy, type WizardState, type WizardStep } from './try-on-machine';
import { TRY_ON_TOUR_TARGETS } from './try-on.tour';

interface LookRailProps {
  state: WizardState;
  credits: CreditCheck | null;
  onVisit: (step: WizardStep) => void;
  onContinue: () => void;
  onGenerate: () => void;
  onBack: () => void;
  onStartOver: () => void;
  onReuseModel: () => void;
}

const COST = GENERATION_CREDIT_COST['virtual-tryon'];

function PrimaryAction(props: LookRailProps) {
  const { t } = useTranslation(['try-on', 'generation']);
  const { state, credits } = props;
  const busy = isBusy(state.run);
  const broke = credits !== null && !credits.ok;
  if (state.step === 'model' || state.step === 'garment') {
    return (
      <Button
        colorPalette="brand"
        size="lg"
        onClick={props.onContinue}
        data-testid="wizard-continue"
      >
        {t('actions.continue')}
      </Button>
    );
  }
  const queued = state.run.status === 'queued';
  const label = queued
    ? t('actions.queued')
    : busy
      ? t('actions.generating')
      : state.step === 'result'
        ? t('actions.generateAgain')
        : state.run.status === 'failed'
          ? t('actions.retry')
          : t('actions.generate');
  return (
    <Button
      colorPalette="brand"
      size="lg"
      loading={busy && !queued}
      loadingText={t('actions.generating')}
      disabled={broke || queued}
      onClick={props.onGenerate}
      data-testid="wizard-generate"
    >
      {label}
    </Button>
  );
}

export function LookRail(props: LookRailProps) {
  const { t } = useTranslation(['try-on', 'generation']);
  const { state, credits } = props;
  const busy = isBusy(state.run);
  const cost = t('generation:meta.credits', { count: COST });
  const showCredits = state.step === 'generate' || state.step === 'result';
  return (
    <Stack
      as="aside"
      aria-labelledby="look-rail-title"
      gap="5"
      p="5"
      bg="white"
      borderWidth="1px"
      borderRadius="2xl"
      shadow="xs"
      position={{ md: 'sticky' }}
      top={{ md: '4', lg: '6' }}
      data-testid="look-rail"
    >
      <Text id="look-rail-title" fontWeight="bold" fontSize="lg">
        {t('rail.title')}
      </Text>
      <SimpleGrid columns={2} gap="3">
        <LookSlot
          slot="model"
          pick={state.model}
          active={state.step === 'model'}
          disabled={busy}
          onClick={() => props.onVisit('model')}
          tourTarget={TRY_ON_TOUR_TARGETS.model}
        />
        <LookSlot
          slot="garment"
          pick={state.garment}
          locked={!state.model}
          active={state.step === 'garment'}
          disabled={busy}
          onClick={() => props.onVisit('garment')}
          tourTarget={TRY_ON_TOUR_TARGETS.garment}
        />
      </SimpleGrid>
      <Stack gap="3" borderTopWidth="1px" pt="4" data-tour={TRY_ON_TOUR_TARGETS.generate}>
        <Stack gap="1" fontSize="sm">
          <HStack justify="space-between">
            <Text color="fg.muted">{t('rail.cost')}</Text>
            <Text fontWeight="semibold" data-testid="rail-cost">
              {t('rail.costValue', { cost })}
            </Text>
          </HStack>
          {credits && (
            <HStack justify="space-between">
              <Text color="fg.muted">{t('rail.balance')}</Text>
              <Text
                fontWeight="semibold"
                color={credits.ok ? undefined : 'red.600'}
                data-testid="rail-balance"
              >
                {t('generation:meta.credits', { count: credits.balance })}
              </Text>
            </HStack>
          )}
        </Stack>
        {state.validation && (
          <Alert.Root status="error" size="sm" borderRadius="md" data-testid="wizard-validation">
            <Alert.Indicator />
            <Alert.Title fontWeight="medium">{t(state.validation)}</Alert.Title>
          </Alert.Root>
        )}
        {showCredits && credits && !credits.ok && !busy && <InsufficientCredits check={credits} />}
        <PrimaryAction {...props} />
        {state.step === 'result' && (
          <Button
            variant="outline"
            onClick={props.onReuseModel}
            data-testid="wizard-reuse-model"
            title={t('actions.reuseModelHint')}
          >
            {t('actions.reuseModel')}
          </Button>
        )}
        <HStack justify="space-between">
          <Button
            variant="ghost"
            size="sm"
            onClick={props.onBack}
            disabled={busy || state.step === 'model'}
            data-testid="wizard-back"
          >
            {t('actions.back')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            colorPalette="red"
            onClick={props.onStartOver}
            disabled={busy || (!state.model && !state.garment)}
            data-testid="wizard-start-over"
          >
            {t('actions.startOver')}
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}
