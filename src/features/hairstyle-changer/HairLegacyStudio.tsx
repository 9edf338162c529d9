/**
 * The hairstyle changer as one plain page (/hairstyle-changer-legacy, public layout, signed
 * in): the photo, the style, the colour, the description and the mask, and Generate at once, on
 * the same state machine and run lifecycle as the wizard — the same rules, the same saved run,
 * the same result.
 */
import { useReducer, type ReactNode } from 'react';
import { Alert, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
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
import { hairReducer, INITIAL_HAIR, isBusy, type HairState } from './hair-machine';
import { HAIR_RUN } from './hair-request';
import { usePreviewEngine } from './hair-texts';
import { HairReview } from './HairReview';
import { HairSettings } from './HairSettings';
import { StylePicker } from './StylePicker';

export interface HairLegacyStudioProps {
  owner: string;
  initialBalance: number | null;
  AssetsPicker: AssetsPickerComponent;
  saveToAssets?: SaveToAssets;
}

export function HairLegacyStudio({ owner, ...props }: HairLegacyStudioProps) {
  return (
    <StudioRoot
      service="hairstyle-changer"
      namespace="hairstyle"
      owner={owner}
      AssetsPicker={props.AssetsPicker}
      saveToAssets={props.saveToAssets}
    >
      <LegacyPage owner={owner} initialBalance={props.initialBalance} />
    </StudioRoot>
  );
}

function Section({
  heading,
  lead,
  children,
}: {
  heading: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="3" p={{ base: 4, md: 5 }} bg="white" borderWidth="1px" borderRadius="2xl">
      <Stack gap="1">
        <Heading as="h2" size="md">
          {heading}
        </Heading>
        {lead && (
          <Text color="fg.muted" fontSize="sm">
            {lead}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

/** The primary button's words: the same as the wizard's generate step. */
function generateLabel(state: HairState): string {
  if (state.run.status === 'queued') return 'actions.queued';
  if (isBusy(state.run)) return 'actions.generating';
  return state.run.status === 'failed' ? 'actions.retry' : 'actions.generate';
}

function LegacyPage({ owner, initialBalance }: { owner: string; initialBalance: number | null }) {
  const t = useStudioText();
  const { service, objectUrl } = useStudio();
  const [state, dispatch] = useReducer(hairReducer, INITIAL_HAIR);
  const onNotice = useRunNotices();
  const lifecycle = useStudioRun({
    spec: HAIR_RUN,
    owner,
    state,
    dispatch,
    initialBalance,
    objectUrl,
    onNotice,
  });
  const preview = usePreviewEngine();
  const { run, validation } = state;
  const { credits } = lifecycle;
  const generate = () => void lifecycle.generate(state);

  return (
    <Stack gap="6" maxW="6xl" mx="auto" w="full" data-testid="hairstyle-legacy">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t(`common:services.${service}.name`)}
        </Heading>
        <Text color="fg.muted">{t('legacy.lead')}</Text>
        <HStack gap="2" fontSize="sm" flexWrap="wrap">
          <Text color="fg.muted">{t('legacy.wizard')}</Text>
          <Button asChild variant="plain" size="sm" px="0" colorPalette="brand">
            <RouterLink to={PATHS.hairstyleChanger}>{t('legacy.openWizard')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
      {lifecycle.restoring ? (
        <HStack justify="center" py="16" color="fg.muted" role="status">
          <Spinner color="brand.solid" /> <Text>{t('restoring')}</Text>
        </HStack>
      ) : (
        <>
          <Section heading={t('headings.photo')} lead={t('headings.photoLead')}>
            <ImagePicker
              field="image"
              selectedKey={state.photo?.key}
              onPick={(photo) => dispatch({ type: 'pickPhoto', photo })}
            />
          </Section>
          <Section heading={t('headings.style')} lead={t('headings.styleLead')}>
            <StylePicker choice={state} dispatch={dispatch} preview={preview} />
          </Section>
          <Section heading={t('headings.generate')}>
            <GenerateStep
              run={run}
              queued={lifecycle.queued}
              review={<HairReview choice={state} />}
              settings={<HairSettings choice={state} dispatch={dispatch} preview={preview} />}
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
          </Section>
          {run.status === 'succeeded' && (
            <Section heading={t('headings.result')}>
              <ResultStep
                generation={run.generation}
                before={state.photo && { src: state.photo.previewUrl, alt: state.photo.label }}
                onRegenerate={generate}
                testId="hair-result"
              />
            </Section>
          )}
        </>
      )}
    </Stack>
  );
}
