/**
 * The body generator as one plain page (/body-generator-legacy, public layout, signed in): the
 * parameters, the face photo and the customisation at once and a Generate button, on the same
 * state machine and run lifecycle as the wizard — the same rules, saved run and result.
 */
import { useReducer, type ReactNode } from 'react';
import { Alert, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../common/routes';
import { InsufficientCredits } from '../../components/generation/InsufficientCredits';
import { CostAndBalance } from '../../components/studio/CostAndBalance';
import { GenerateStep } from '../../components/studio/GenerateStep';
import { ResultStep } from '../../components/studio/ResultStep';
import { StudioRoot } from '../../components/studio/StudioRoot';
import { useStudio } from '../../components/studio/studio-context';
import { useRunNotices } from '../../components/studio/use-run-notices';
import { useStudioText } from '../../components/studio/use-studio-text';
import { GenerateButton } from '../../components/studio/WizardActions';
import { useStudioRun } from '../../lib/generation/use-studio-run';
import type { BodyChoice } from './body-choice';
import { ALL_PARAMETERS, bodyReducer, INITIAL_BODY, isBusy, type BodyState } from './body-machine';
import { BODY_RUN } from './body-request';
import { BodySummary } from './BodySummary';
import type { BodyStudioProps } from './BodyStudio';
import { FaceChoice, LookChoice } from './FaceAndLook';
import { ParametersForm } from './ParametersForm';
import { SaveBodyModelButton } from './SaveBodyModelButton';

export function BodyLegacyStudio({ owner, AssetsPicker, saveToAssets, ...props }: BodyStudioProps) {
  return (
    <StudioRoot
      service="body-generator"
      namespace="body-generator"
      owner={owner}
      AssetsPicker={AssetsPicker}
      saveToAssets={saveToAssets}
    >
      <LegacyPage owner={owner} {...props} />
    </StudioRoot>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="4" p={{ base: 4, md: 5 }} bg="white" borderWidth="1px" borderRadius="2xl">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The primary button's words: the same as the wizard's generate step. */
function generateLabel(state: BodyState): string {
  if (state.run.status === 'queued') return 'actions.queued';
  if (isBusy(state.run)) return 'actions.generating';
  return state.run.status === 'failed' ? 'actions.retry' : 'actions.generate';
}

function LegacyPage({
  owner,
  initialBalance,
  saveBodyModel,
}: Omit<BodyStudioProps, 'AssetsPicker' | 'saveToAssets'>) {
  const t = useStudioText();
  const { service, objectUrl } = useStudio();
  const [state, dispatch] = useReducer(bodyReducer, INITIAL_BODY);
  const lifecycle = useStudioRun({
    spec: BODY_RUN,
    owner,
    state,
    dispatch,
    initialBalance,
    objectUrl,
    onNotice: useRunNotices(),
  });
  const { run, validation } = state;
  const { credits } = lifecycle;
  const busy = isBusy(run);
  const choose = (choice: Partial<BodyChoice>) => dispatch({ type: 'choose', choice });
  const generate = () => void lifecycle.generate(state);

  return (
    <Stack gap="6" maxW="6xl" mx="auto" w="full" data-testid="body-legacy">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t(`common:services.${service}.name`)}
        </Heading>
        <Text color="fg.muted">{t('legacy.lead')}</Text>
        <HStack gap="2" fontSize="sm" flexWrap="wrap">
          <Text color="fg.muted">{t('legacy.wizard')}</Text>
          <Button asChild variant="plain" size="sm" px="0" colorPalette="brand">
            <RouterLink to={PATHS.bodyGenerator}>{t('legacy.openWizard')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
      {lifecycle.restoring ? (
        <HStack justify="center" py="16" color="fg.muted" role="status">
          <Spinner color="brand.solid" /> <Text>{t('restoring')}</Text>
        </HStack>
      ) : (
        <>
          <Section title={t('headings.parameters')}>
            <ParametersForm
              choice={state}
              showMissing={validation === ALL_PARAMETERS}
              disabled={busy}
              onChange={choose}
            />
          </Section>
          <Section title={t('headings.face')}>
            <FaceChoice choice={state} onChange={choose} disabled={busy} />
            <LookChoice choice={state} onChange={choose} disabled={busy} />
          </Section>
          <Section title={t('headings.generate')}>
            <GenerateStep
              run={run}
              queued={lifecycle.queued}
              review={<BodySummary choice={state} testId="body-review" />}
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
            {credits && !credits.ok && !busy && <InsufficientCredits check={credits} />}
            {run.status !== 'succeeded' && (
              <GenerateButton
                label={t(generateLabel(state))}
                busy={busy && run.status !== 'queued'}
                disabled={(credits !== null && !credits.ok) || run.status === 'queued'}
                onClick={generate}
              />
            )}
          </Section>
          {run.status === 'succeeded' && (
            <Section title={t('headings.result')}>
              <ResultStep
                generation={run.generation}
                onRegenerate={generate}
                testId="body-result"
                actions={
                  saveBodyModel && (
                    <SaveBodyModelButton
                      key={run.generation.id}
                      generation={run.generation}
                      save={saveBodyModel}
                    />
                  )
                }
              />
            </Section>
          )}
        </>
      )}
    </Stack>
  );
}
