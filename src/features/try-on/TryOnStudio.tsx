/**
 * The virtual try-on studio at /virtual-tryon (spec §2 "Try-on: choose model, choose garment,
 * generate, then a result view"), with its guided tour.
 */
import { useCallback } from 'react';
import { Badge, Box, Button, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../common/routes';
import { checkCredits } from '../../components/generation/credit-check';
import { CompassIcon, HistoryIcon } from '../../components/icons';
import { TutorialOverlay } from '../../components/tutorial/TutorialOverlay';
import { useTutorial } from '../../components/tutorial/use-tutorial';
import type { AssetsPickerComponent } from './AssetsTab';
import { GenerateStep } from './GenerateStep';
import { ImagePicker } from './ImagePicker';
import { LookRail } from './LookRail';
import { ResultStep } from './ResultStep';
import { canVisit, isBusy, WIZARD_STEPS, type WizardStep } from './try-on-machine';
import { tryOnTutorial } from './try-on.tour';
import { useCreditBalance } from './use-credit-balance';
import { usePickHandlers } from './use-pick-handlers';
import { useTryOn } from './use-try-on';
import { WizardStepper } from './WizardStepper';

export interface TryOnStudioProps {
  /** The signed-in user's id: their gallery, their running generation. */
  owner: string;
  /** The balance known at sign-in, shown until the fresh one arrives. */
  initialBalance: number | null;
  AssetsPicker: AssetsPickerComponent;
}

function StepHeading({ step }: { step: WizardStep }) {
  const { t } = useTranslation('try-on');
  const lead = step === 'result' ? null : t(`headings.${step}Lead`);
  return (
    <Stack gap="1">
      <Heading as="h2" size="lg">
        {t(`headings.${step}`)}
      </Heading>
      {lead && (
        <Text color="fg.muted" fontSize="sm">
          {lead}
        </Text>
      )}
    </Stack>
  );
}

/** Every namespace the studio's parts read, loaded together so no part suspends on its own. */
const STUDIO_NAMESPACES = ['try-on', 'generation', 'media', 'tutorial'];

export function TryOnStudio({ owner, initialBalance, AssetsPicker }: TryOnStudioProps) {
  const { t } = useTranslation(STUDIO_NAMESPACES);
  const { balance, refresh } = useCreditBalance(initialBalance);
  const { state, dispatch, restoring, generate, previewUrl, queued } = useTryOn(
    owner,
    () => void refresh(),
  );
  const picks = usePickHandlers(dispatch, previewUrl);
  const tour = useTutorial(tryOnTutorial);
  const credits = balance === null ? null : checkCredits('virtual-tryon', balance);
  const visit = useCallback((step: WizardStep) => dispatch({ type: 'goTo', step }), [dispatch]);

  const onGenerate = () => {
    if (credits && !credits.ok) return;
    // The cost is debited when the generation is queued: show the new balance at once.
    void generate(state).finally(() => void refresh());
  };
  const run = state.run;
  const stepIndex = WIZARD_STEPS.indexOf(state.step);

  return (
    <Stack gap="6" maxW="7xl" mx="auto" data-testid="try-on-studio" data-step={state.step}>
      <HStack justify="space-between" align="start" gap="6">
        <Stack gap="1" flex="1" minW="0" maxW="2xl">
          <Heading as="h1" size="2xl">
            {t('common:services.virtual-tryon.name')}
          </Heading>
          <Text color="fg.muted">{t('lead')}</Text>
        </Stack>
        <HStack gap="2" flexShrink={0} pt="1">
          {balance !== null && (
            <Badge
              size="lg"
              colorPalette="brand"
              variant="subtle"
              title={t('balance.label')}
              data-testid="credit-balance"
            >
              {t('balance.chip', { count: balance })}
            </Badge>
          )}
          <Button variant="outline" size="sm" onClick={tour.start} data-testid="start-try-on-tour">
            <CompassIcon /> {t('actions.tour')}
          </Button>
          <Button asChild variant="ghost" size="sm">
            <RouterLink to={PATHS.history}>
              <HistoryIcon /> {t('common:nav.history')}
            </RouterLink>
          </Button>
        </HStack>
      </HStack>
      <WizardStepper
        current={state.step}
        isDone={(step) =>
          WIZARD_STEPS.indexOf(step) < stepIndex ||
          (step === 'generate' && run.status === 'succeeded')
        }
        canVisit={(step) => !isBusy(run) && canVisit(state, step)}
        onVisit={visit}
      />
      {restoring ? (
        <HStack justify="center" py="16" color="fg.muted" role="status">
          <Spinner color="brand.solid" /> <Text>{t('restoring')}</Text>
        </HStack>
      ) : (
        <Grid
          templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) 272px', xl: 'minmax(0, 1fr) 320px' }}
          gap={{ base: 4, xl: 6 }}
          alignItems="start"
        >
          <Stack
            gap="5"
            p={{ base: 4, xl: 6 }}
            bg="white"
            borderWidth="1px"
            borderRadius="2xl"
            shadow="xs"
            minH="md"
          >
            {/* While it runs, the processing view names what is happening itself. */}
            {!(state.step === 'generate' && isBusy(run)) && <StepHeading step={state.step} />}
            {state.step === 'model' && (
              <ImagePicker
                key="model"
                owner={owner}
                slot="model"
                selectedKey={state.model?.key}
                AssetsPicker={AssetsPicker}
                {...picks.model}
              />
            )}
            {state.step === 'garment' && (
              <ImagePicker
                key="garment"
                owner={owner}
                slot="garment"
                selectedKey={state.garment?.key}
                AssetsPicker={AssetsPicker}
                {...picks.garment}
              />
            )}
            {state.step === 'generate' && (
              <GenerateStep state={state} dispatch={dispatch} queued={queued} />
            )}
            {state.step === 'result' && run.status === 'succeeded' && (
              <ResultStep generation={run.generation} model={state.model} />
            )}
          </Stack>
          <Box>
            <LookRail
              state={state}
              credits={credits}
              onVisit={visit}
              onContinue={() => dispatch({ type: 'continue' })}
              onGenerate={onGenerate}
              onBack={() => dispatch({ type: 'back' })}
              onStartOver={() => dispatch({ type: 'startOver' })}
              onReuseModel={() => dispatch({ type: 'reuseModel' })}
            />
          </Box>
        </Grid>
      )}
      <TutorialOverlay tutorial={tour} />
    </Stack>
  );
}
