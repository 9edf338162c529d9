/**
 * The editor's last row: how to paint, then Cancel and 'Use mask'. Cancelling with strokes on the
 * mask asks first, so a stray tap never throws a finished mask away.
 */
import { useEffect, useRef } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TOUCH_TARGET } from './MaskToolbar';

export interface MaskEditorFooterProps {
  /** Cancel was asked for with strokes on the mask: confirm before discarding them. */
  confirmingCancel: boolean;
  canUse: boolean;
  exporting: boolean;
  onUseMask(): void;
  onCancel(): void;
  onKeepEditing(): void;
  onDiscard(): void;
}

export function MaskEditorFooter(props: MaskEditorFooterProps) {
  return props.confirmingCancel ? <ConfirmDiscard {...props} /> : <Actions {...props} />;
}

function ConfirmDiscard({ onKeepEditing, onDiscard }: MaskEditorFooterProps) {
  const { t } = useTranslation('mask-editor');
  const keepEditing = useRef<HTMLButtonElement>(null);
  // The Cancel button that had focus is gone: put it on the safe choice.
  useEffect(() => keepEditing.current?.focus(), []);
  return (
    <HStack gap="3" justify="flex-end" flexWrap="wrap">
      <Text role="alert" fontWeight="medium" me="auto">
        {t('confirmDiscard')}
      </Text>
      <Button
        ref={keepEditing}
        h={TOUCH_TARGET}
        variant="outline"
        onClick={onKeepEditing}
        data-testid="mask-keep-editing"
      >
        {t('actions.keepEditing')}
      </Button>
      <Button h={TOUCH_TARGET} colorPalette="red" onClick={onDiscard} data-testid="mask-discard">
        {t('actions.discard')}
      </Button>
    </HStack>
  );
}

function Actions({ canUse, exporting, onUseMask, onCancel }: MaskEditorFooterProps) {
  const { t } = useTranslation('mask-editor');
  return (
    <HStack gap="3" justify="flex-end" flexWrap={{ base: 'wrap', lg: 'nowrap' }}>
      <Text textStyle="xs" color="fg.muted" me="auto" flexBasis={{ base: 'full', lg: 'auto' }}>
        {t('hint')}
      </Text>
      <Button h={TOUCH_TARGET} variant="outline" onClick={onCancel} data-testid="mask-cancel">
        {t('actions.cancel')}
      </Button>
      <Button
        h={TOUCH_TARGET}
        colorPalette="brand"
        disabled={!canUse}
        loading={exporting}
        onClick={onUseMask}
        data-testid="mask-use"
      >
        {t('actions.useMask')}
      </Button>
    </HStack>
  );
}
