/**
 * The configure step: the prompt (with its counter), the motion style, the model, then the
 * length, the resolution and the options the model takes. What the model cannot do is shown
 * off, with the reason under it ('Veo 3 makes 8-second clips'), from the capability matrix
 * (common/studios/video-models.ts); choosing a model moves the rest to what it makes.
 */
import { useEffect, type ReactNode } from 'react';
import {
  Button,
  chakra,
  Field,
  HStack,
  SimpleGrid,
  Slider,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { GENERATION_CREDIT_COST } from '../../../common/credits';
import { PLANS, type PlanId } from '../../../common/plans';
import {
  IMAGE_TO_VIDEO,
  VIDEO_DURATIONS_S,
  VIDEO_MOTIONS,
  VIDEO_RESOLUTIONS,
  type VideoModel,
} from '../../../common/studios/image-to-video';
import {
  resolutionsOf,
  VIDEO_MODEL_CAPABILITIES,
  videoModelsFor,
  type VideoModelOption,
} from '../../../common/studios/video-models';
import { fitToModel, modelOf, takes, type VideoChoice } from './video-choice';
import { useVideoEngine } from './use-video-engine';
import { VIDEO_TOUR_TARGETS } from './video.tour';

const PROMPT_MAX_LENGTH = IMAGE_TO_VIDEO.params.prompt.max_length;

export interface VideoSettingsProps {
  choice: VideoChoice;
  /** The plan in force: a resolution above its cap is off, and says why. */
  planId?: PlanId;
  disabled?: boolean;
  onChange: (choice: Partial<VideoChoice>) => void;
}

/** A model's name: its maker's, or the built-in engine's in the reader's language. */
export function useModelName() {
  const { t } = useTranslation('image-to-video');
  return (model: VideoModel) =>
    model === 'local' ? t('models.local.name') : VIDEO_MODEL_CAPABILITIES[model].name;
}

/** "5 or 10", "8": a model's values as a reader lists them. */
function useList() {
  const { t } = useTranslation('image-to-video');
  return (values: readonly string[]) =>
    values.length > 1
      ? `${values.slice(0, -1).join(', ')} ${t('limits.or')} ${values.at(-1)}`
      : (values[0] ?? '');
}

function Group({
  id,
  label,
  note,
  children,
}: {
  id: string;
  label: string;
  /** Why some choices are off, under them. */
  note?: string | null;
  children: ReactNode;
}) {
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" id={`${id}-label`}>
        {label}
      </Text>
      <HStack
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={note ? `${id}-note` : undefined}
        gap="2"
        flexWrap="wrap"
      >
        {children}
      </HStack>
      {note && (
        <Text fontSize="sm" color="fg.muted" id={`${id}-note`} data-testid={`${id}-note`}>
          {note}
        </Text>
      )}
    </Stack>
  );
}

function Chip({
  selected,
  disabled,
  reason,
  onClick,
  testId,
  children,
}: {
  selected: boolean;
  disabled?: boolean;
  reason?: string;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      borderRadius="full"
      variant={selected ? 'solid' : 'outline'}
      colorPalette={selected ? 'brand' : 'gray'}
      bg={selected ? undefined : 'white'}
      aria-pressed={selected}
      disabled={disabled}
      title={reason}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

function ModelCard({
  model,
  selected,
  disabled,
  onSelect,
}: {
  model: VideoModel;
  selected: boolean;
  disabled?: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('image-to-video');
  const list = useList();
  const modelName = useModelName();
  const capabilities = VIDEO_MODEL_CAPABILITIES[model];
  const heights = Object.values(capabilities.heights).map((height) => `${height}p`);
  return (
    <chakra.button
      type="button"
      onClick={onSelect}
      disabled={disabled}
      aria-pressed={selected}
      textAlign="start"
      p="3"
      borderRadius="lg"
      borderWidth="2px"
      borderColor={selected ? 'brand.solid' : 'border'}
      bg={selected ? 'brand.subtle' : 'white'}
      _hover={{ borderColor: 'brand.emphasized' }}
      _focusVisible={{
        outline: '3px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
      }}
      _disabled={{ opacity: 0.6, cursor: 'not-allowed' }}
      data-testid={`model-${model}`}
    >
      <Text fontWeight="semibold">{modelName(model)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('models.makes', { durations: list(capabilities.durations), heights: list(heights) })}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t(`models.${model}.about`)}
      </Text>
    </chakra.button>
  );
}

function OptionSwitch({
  option,
  checked,
  model,
  disabled,
  onChange,
}: {
  option: Exclude<VideoModelOption, 'cfg_scale'>;
  checked: boolean;
  model: VideoModel;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('image-to-video');
  const offered = takes(model, option);
  const name = useModelName()(model);
  return (
    <Switch.Root
      checked={offered && checked}
      disabled={disabled || !offered}
      onCheckedChange={(details) => onChange(details.checked)}
      colorPalette="brand"
      alignItems="start"
      gap="3"
      data-testid={`option-${option}`}
    >
      <Switch.HiddenInput />
      <Switch.Control mt="0.5">
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>
        <Stack gap="0.5">
          <Text fontWeight="medium">{t(`options.${option}.label`)}</Text>
          <Text
            fontSize="sm"
            color="fg.muted"
            fontWeight="normal"
            data-testid={`option-${option}-help`}
          >
            {offered
              ? t(`options.${option}.help${model === 'local' ? 'Local' : ''}`)
              : t('limits.option', { model: name })}
          </Text>
        </Stack>
      </Switch.Label>
    </Switch.Root>
  );
}

function CfgScale({
  value,
  model,
  disabled,
  onChange,
}: {
  value: number;
  model: VideoModel;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('image-to-video');
  const name = useModelName()(model);
  const offered = takes(model, 'cfg_scale');
  const { min, max } = IMAGE_TO_VIDEO.params.cfg_scale;
  return (
    <Stack gap="1" data-testid="option-cfg_scale">
      <Slider.Root
        colorPalette="brand"
        min={min}
        max={max}
        step={0.05}
        value={[value]}
        disabled={disabled || !offered}
        onValueChange={(details) => onChange(details.value[0] ?? value)}
        maxW="sm"
        // Faded when off; its help text below keeps full contrast.
        opacity={offered ? 1 : 0.6}
      >
        <HStack justify="space-between">
          <Slider.Label>{t('options.cfg_scale.label')}</Slider.Label>
          <Text textStyle="sm" fontVariantNumeric="tabular-nums" data-testid="cfg-value">
            {value.toFixed(2)}
          </Text>
        </HStack>
        <Slider.Control minH="11">
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
      <Text fontSize="sm" color="fg.muted" data-testid="option-cfg_scale-help">
        {offered ? t('options.cfg_scale.help') : t('limits.option', { model: name })}
      </Text>
    </Stack>
  );
}

export function VideoSettings({ choice, planId, disabled, onChange }: VideoSettingsProps) {
  const { t } = useTranslation('image-to-video');
  const list = useList();
  const { engine, known } = useVideoEngine();
  const offered = videoModelsFor(engine);
  const model = modelOf(choice, engine);
  const capabilities = VIDEO_MODEL_CAPABILITIES[model];
  const name = useModelName()(model);
  // What the model makes, up to what the plan allows (the server refuses more with a 403).
  const cap = VIDEO_RESOLUTIONS.indexOf(PLANS[planId ?? 'free_trial'].gates.maxVideoResolution);
  const resolutions = resolutionsOf(model).filter(
    (resolution) => VIDEO_RESOLUTIONS.indexOf(resolution) <= cap,
  );
  const overPlan = resolutionsOf(model).length > resolutions.length;

  // A model this server does not offer (a kept request from another configuration), or none
  // yet once the engine is known: the engine's own, with the rest fitted to it.
  useEffect(() => {
    if (!known || (choice.model && offered.includes(choice.model))) return;
    onChange(fitToModel(choice, offered[0]!));
  }, [known, choice, offered, onChange]);

  const durationNote =
    capabilities.durations.length < VIDEO_DURATIONS_S.length
      ? t('limits.duration', { model: name, values: list(capabilities.durations) })
      : null;
  const standardHeight = capabilities.heights['480p'];
  const resolutionNote = overPlan
    ? t('limits.plan')
    : resolutions.length < VIDEO_RESOLUTIONS.length
      ? t('limits.resolution', { model: name, height: standardHeight })
      : standardHeight !== 480
        ? t('limits.standardHeight', { model: name, height: standardHeight })
        : null;
  const cost = t('generation:meta.credits', { count: GENERATION_CREDIT_COST['image-to-video'] });

  return (
    <Stack gap="6" data-tour={VIDEO_TOUR_TARGETS.configure} data-testid="video-settings">
      <Field.Root>
        <Field.Label>{t('prompt.label')}</Field.Label>
        <Textarea
          value={choice.prompt}
          onChange={(event) => onChange({ prompt: event.target.value })}
          maxLength={PROMPT_MAX_LENGTH}
          rows={3}
          bg="white"
          disabled={disabled}
          placeholder={t('prompt.placeholder')}
          data-testid="video-prompt"
        />
        <HStack justify="space-between" w="full" gap="3" align="start">
          <Field.HelperText data-testid="video-prompt-hint">
            {capabilities.readsPrompt ? t('prompt.hint') : t('prompt.hintLocal')}
          </Field.HelperText>
          <Text fontSize="xs" color="fg.muted" flexShrink={0} data-testid="video-prompt-counter">
            {t('prompt.counter', { count: choice.prompt.length, max: PROMPT_MAX_LENGTH })}
          </Text>
        </HStack>
      </Field.Root>

      <Group id="video-motion" label={t('motion.label')}>
        {VIDEO_MOTIONS.map((motion) => (
          <Chip
            key={motion}
            selected={choice.motion === motion}
            disabled={disabled}
            onClick={() => onChange({ motion })}
            testId={`motion-${motion}`}
          >
            {t(`motion.${motion}`)}
          </Chip>
        ))}
      </Group>

      <Stack gap="2">
        <Text fontWeight="semibold" id="video-model-label">
          {t('models.label')}
        </Text>
        <SimpleGrid
          columns={{ base: 1, sm: 2, xl: 3 }}
          gap="2"
          role="group"
          aria-labelledby="video-model-label"
        >
          {offered.map((each) => (
            <ModelCard
              key={each}
              model={each}
              selected={model === each}
              disabled={disabled}
              onSelect={() => onChange(fitToModel(choice, each))}
            />
          ))}
        </SimpleGrid>
      </Stack>

      <Group id="video-duration" label={t('duration.label')} note={durationNote}>
        {VIDEO_DURATIONS_S.map((duration) => {
          const makes = capabilities.durations.includes(duration);
          return (
            <Chip
              key={duration}
              selected={choice.duration === duration}
              disabled={disabled || !makes}
              reason={makes ? undefined : (durationNote ?? undefined)}
              onClick={() => onChange({ duration })}
              testId={`duration-${duration}`}
            >
              {t('duration.value', { count: Number(duration) })}
            </Chip>
          );
        })}
      </Group>

      <Group id="video-resolution" label={t('resolution.label')} note={resolutionNote}>
        {VIDEO_RESOLUTIONS.map((resolution) => {
          const makes = resolutions.includes(resolution);
          return (
            <Chip
              key={resolution}
              selected={choice.resolution === resolution}
              disabled={disabled || !makes}
              reason={makes ? undefined : (resolutionNote ?? undefined)}
              onClick={() => onChange({ resolution })}
              testId={`resolution-${resolution}`}
            >
              {t(`resolution.${resolution}`)}
            </Chip>
          );
        })}
      </Group>

      <Stack gap="4">
        <Text fontWeight="semibold">{t('options.label')}</Text>
        <OptionSwitch
          option="fixed_camera"
          checked={choice.fixedCamera}
          model={model}
          disabled={disabled}
          onChange={(fixedCamera) => onChange({ fixedCamera })}
        />
        <OptionSwitch
          option="generate_audio"
          checked={choice.generateAudio}
          model={model}
          disabled={disabled}
          onChange={(generateAudio) => onChange({ generateAudio })}
        />
        <OptionSwitch
          option="prompt_optimizer"
          checked={choice.promptOptimizer}
          model={model}
          disabled={disabled}
          onChange={(promptOptimizer) => onChange({ promptOptimizer })}
        />
        <CfgScale
          value={choice.cfgScale}
          model={model}
          disabled={disabled}
          onChange={(cfgScale) => onChange({ cfgScale })}
        />
      </Stack>

      <Text fontSize="sm" fontWeight="semibold" data-testid="video-price">
        {t('price', { cost })}
      </Text>
    </Stack>
  );
}
