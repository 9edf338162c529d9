/**
 * The editor's tools: paint/erase, brush size, undo, redo, reset and zoom to fit. Targets are
 * at least 44 px for fingers; every icon button has an accessible name and a tooltip with its
 * shortcut.
 */
import type { ReactElement, ReactNode } from 'react';
import { Button, Group, HStack, IconButton, Slider, Text, Tooltip } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MAX_BRUSH_SIZE_PX, MIN_BRUSH_SIZE_PX, type MaskMode } from '../../../common/mask';
import type { MaskEditorState } from './editor-state';
import { BrushIcon, ClearIcon, EraserIcon, FitIcon, RedoIcon, UndoIcon } from './mask-editor-icons';

/** Fingers need at least 44 × 44 CSS px (WCAG 2.5.5, Apple's HIG). */
export const TOUCH_TARGET = '11';

export interface MaskToolbarActions {
  setTool(tool: MaskMode): void;
  setBrushSize(size: number): void;
  undo(): void;
  redo(): void;
  reset(): void;
  fit(): void;
}

function Tip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root openDelay={400} positioning={{ placement: 'bottom' }}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>{label}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}

function ToolButton(props: {
  label: string;
  tip: string;
  icon: ReactNode;
  disabled: boolean;
  onClick(): void;
  testId: string;
}) {
  return (
    <Tip label={props.tip}>
      <IconButton
        aria-label={props.label}
        variant="ghost"
        minW={TOUCH_TARGET}
        h={TOUCH_TARGET}
        disabled={props.disabled}
        onClick={props.onClick}
        data-testid={props.testId}
      >
        {props.icon}
      </IconButton>
    </Tip>
  );
}

export function MaskToolbar({
  state,
  actions,
}: {
  state: MaskEditorState;
  actions: MaskToolbarActions;
}) {
  const { t } = useTranslation('mask-editor');
  const ready = state.status === 'ready';
  const modes = [
    { mode: 'paint', icon: <BrushIcon />, label: t('tools.paint'), tip: t('tooltips.paint') },
    { mode: 'erase', icon: <EraserIcon />, label: t('tools.erase'), tip: t('tooltips.erase') },
  ] as const;
  const commands = [
    { name: 'undo', icon: <UndoIcon />, disabled: !state.canUndo, run: actions.undo },
    { name: 'redo', icon: <RedoIcon />, disabled: !state.canRedo, run: actions.redo },
    { name: 'reset', icon: <ClearIcon />, disabled: state.isEmpty, run: actions.reset },
    { name: 'fit', icon: <FitIcon />, disabled: false, run: actions.fit },
  ] as const;
  return (
    <HStack gap="3" flexWrap="wrap" rowGap="2" data-testid="mask-toolbar">
      <Group attached role="group" aria-label={t('tools.label')}>
        {modes.map(({ mode, icon, label, tip }) => (
          <Tip key={mode} label={tip}>
            <Button
              h={TOUCH_TARGET}
              px="4"
              variant={state.tool === mode ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={state.tool === mode}
              onClick={() => actions.setTool(mode)}
              data-testid={`mask-tool-${mode}`}
            >
              {icon}
              {label}
            </Button>
          </Tip>
        ))}
      </Group>
      <BrushSizeSlider size={state.brushSize} onChange={actions.setBrushSize} />
      <HStack gap="1">
        {commands.map(({ name, icon, disabled, run }) => (
          <ToolButton
            key={name}
            label={t(`actions.${name}`)}
            tip={t(`tooltips.${name}`)}
            icon={icon}
            disabled={!ready || disabled}
            onClick={run}
            testId={`mask-${name}`}
          />
        ))}
      </HStack>
    </HStack>
  );
}

function BrushSizeSlider({ size, onChange }: { size: number; onChange(size: number): void }) {
  const { t } = useTranslation('mask-editor');
  return (
    <Slider.Root
      flex="1"
      minW="44"
      maxW="80"
      size="lg"
      colorPalette="brand"
      min={MIN_BRUSH_SIZE_PX}
      max={MAX_BRUSH_SIZE_PX}
      value={[size]}
      onValueChange={(details) => onChange(details.value[0] ?? size)}
      title={t('tooltips.brush')}
      data-testid="mask-brush-size"
    >
      <HStack justify="space-between">
        <Slider.Label>{t('brush.label')}</Slider.Label>
        <Text textStyle="sm" fontVariantNumeric="tabular-nums">
          {t('brush.value', { size })}
        </Text>
      </HStack>
      <Slider.Control minH={TOUCH_TARGET}>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}
