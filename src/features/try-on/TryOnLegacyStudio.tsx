/**
 * The try-on studio as one plain page (/virtual-tryon-legacy, public layout, signed in): both
 * pictures, the garment category and Generate at once, on the same state machine and run
 * lifecycle as the wizard — the same rules, the same saved run, the same result.
 */
import { useReducer, type ReactNode } from 'react';
import { Alert, Button, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { GARMENT_CATEGORIES } from '../../../common/contracts/generations';
import { PATHS } from '../../../common/routes';
import { InsufficientCredits } from '../../components/generation/InsufficientCredits';
import { CostAndBalance } from '../../components/studio/CostAndBalance';
import { GenerateStep } from '../../components/studio/GenerateStep';
import { ImagePicker } from '../../components/studio/ImagePicker';
import { ResultStep } from '../../components/studio/ResultStep';
import { StudioRoot } from '../../components/studio/StudioRoot';
import {
  useStudio,
  type AssetsPickerComponent,
  type SaveToAssets,
} from '../../components/studio/studio-context';
import { useRunNotices } from '../../components/studio/use-run-notices';
import { useStudioText } from '../../components/studio/use-studio-text';
import { GenerateButton } from '../../components/studio/WizardActions';
import { useStudioRun } from '../../lib/generation/use-studio-run';
import { CategoryChoice, TryOnReview } from './TryOnReview';
import { INITIAL_WIZARD, isBusy, wizardReducer, type WizardState } from './try-on-machine';
import { TRY_ON_RUN } from './try-on-request';

export interface TryOnLegacyStudioProps {
  owner: string;
  initialBalance: number | null;
  AssetsPicker: AssetsPickerComponent;
  saveToAssets?: SaveToAssets;
}

export function TryOnLegacyStudio({ owner, ...props }: TryOnLegacyStudioProps) {
  return (
    <StudioRoot
      service="virtual-tryon"
      namespace="try-on"
      owner={owner}
      AssetsPicker={props.AssetsPicker}
      saveToAssets={props.saveToAssets}
    >
      <LegacyPage owner={owner} initialBalance={props.initialBalance} />
    </StudioRoot>
  );
}

function PickerSection({ field, children }: { field: 'model' | 'garment'; children: ReactNode }) {
  const t = useStudioText();
  return (
    <Stack gap="3" p={{ base: 4, md: 5 }} bg="white" borderWidth="1px" borderRadius="2xl">
      <Stack gap="1">
        <Heading as="h2" size="md">
          {t(`headings.${field}`)}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t(`headings.${field}Lead`)}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}

/** The primary button's words: the same as the wizard's generate step. */
function generateLabel(state: WizardState): string {
  if (state.run.status === 'queued') return 'actions.queued';
  if (isBusy(state.run)) return 'actions.generating';
  return state.run.status === 'failed' ? 'actions.retry' : 'actions.generate';
}

function LegacyPage({ owner, initialBalance }: { owner: string; initialBalance: number | null }) {
  const t = useStudioText();
  const { service, objectUrl } = useStudio();
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD);
  const onNotice = useRunNotices();
  const lifecycle = useStudioRun({
    spec: TRY_ON_RUN,
    owner,
    state,
    dispatch,
    initialBalance,
    objectUrl,
    onNotice,
  });
  const { run, validation } = state;
  const { credits } = lifecycle;
  const generate = () => void lifecycle.generate(state);

  return (
    <Stack gap="6" maxW="6xl" mx="auto" w="full" data-testid="try-on-legacy">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t(`common:services.${service}.name`)}
        </Heading>
        <Text color="fg.muted">{t('legacy.lead')}</Text>
        <HStack gap="2" fontSize="sm" flexWrap="wrap">
          <Text color="fg.muted">{t('legacy.wizard')}</Text>
          <Button asChild variant="plain" size="sm" px="0" colorPalette="brand">
            <RouterLink to={PATHS.virtualTryOn}>{t('legacy.openWizard')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
      {lifecycle.restoring ? (
        <HStack justify="center" py="16" color="fg.muted" role="status">
          <Spinner color="brand.solid" /> <Text>{t('restoring')}</Text>
        </HStack>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
            <PickerSection field="model">
              <ImagePicker
                field="model"
                selectedKey={state.model?.key}
                onPick={(image) => dispatch({ type: 'pickModel', image })}
              />
            </PickerSection>
            <PickerSection field="garment">
              <ImagePicker
                field="garment"
                selectedKey={state.garment?.key}
                onPick={(image, sample) =>
                  dispatch({
                    type: 'pickGarment',
                    image: sample ? { ...image, category: sample.category } : image,
                  })
                }
              />
            </PickerSection>
          </SimpleGrid>
          <Stack gap="5" p={{ base: 4, md: 5 }} bg="white" borderWidth="1px" borderRadius="2xl">
            <Heading as="h2" size="md">
              {t('headings.generate')}
            </Heading>
            <GenerateStep
              run={run}
              queued={lifecycle.queued}
              review={<TryOnReview model={state.model} garment={state.garment} />}
              settings={
                <CategoryChoice
                  categories={GARMENT_CATEGORIES}
                  selected={state.category}
                  onSelect={(category) => dispatch({ type: 'setCategory', category })}
                />
              }
            />
            <CostAndBalance credits={credits} />
            {validation && (
              <Alert.Root
                status="error"
                size="sm"
                borderRadius="md"
                data-testid="wizard-validation"
              >
                <Alert.Indicator />
                <Alert.Title fontWeight="medium">{t(validation)}</Alert.Title>
              </Alert.Root>
            )}
            {credits && !credits.ok && !isBusy(run) && <InsufficientCredits check={credits} />}
            {run.status !== 'succeeded' && (
              <GenerateButton
                label={t(generateLabel(state))}
                busy={isBusy(run) && run.status !== 'queued'}
                disabled={(credits !== null && !credits.ok) || run.status === 'queued'}
                onClick={generate}
              />
            )}
          </Stack>
          {run.status === 'succeeded' && (
            <Stack gap="3" p={{ base: 4, md: 5 }} bg="white" borderWidth="1px" borderRadius="2xl">
              <Heading as="h2" size="md">
                {t('headings.result')}
              </Heading>
              <ResultStep
                generation={run.generation}
                before={state.model && { src: state.model.previewUrl, alt: state.model.label }}
                onRegenerate={generate}
                testId="try-on-result"
              />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
