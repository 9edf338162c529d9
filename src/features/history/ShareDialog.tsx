/**
 * Sharing a result (docs/product-rules.md#history-actions): a public link that can be copied, and
 * turned off again (the server then forgets its token: a new share is a new link).
 */
import { useState } from 'react';
import {
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Generation } from '../../../common/contracts/generations';
import { CopyIcon } from '../../components/icons';
import { apiErrorText } from '../../lib/api/error-text';
import { toaster } from '../../components/toaster';
import { generationsApi } from '../../lib/api/generations';

interface ShareDialogProps {
  generation: Generation | null;
  onClose: () => void;
  onChanged: (generation: Generation) => void;
}

/** share_url is a path of this site; people paste the full address. */
export function absoluteShareUrl(shareUrl: string): string {
  return new URL(shareUrl, window.location.origin).toString();
}

export function ShareDialog({ generation, onClose, onChanged }: ShareDialogProps) {
  const { t } = useTranslation('history');
  const [busy, setBusy] = useState(false);
  const link = generation?.share_url ? absoluteShareUrl(generation.share_url) : null;

  const toggle = async (shared: boolean) => {
    if (!generation) return;
    setBusy(true);
    try {
      const answer = await generationsApi.setShared(generation.id, shared);
      onChanged({ ...generation, ...answer });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('toast.shareFailed'),
        description: apiErrorText(t, error, t('toast.tryAgainLater')),
      });
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toaster.create({ type: 'success', title: t('toast.copied') });
    } catch {
      toaster.create({ type: 'error', title: t('toast.copyFailed') });
    }
  };

  return (
    <Dialog.Root
      open={generation !== null}
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="share-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('share.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Text color="fg.muted" fontSize="sm">
                  {t('share.lead')}
                </Text>
                <Switch.Root
                  checked={generation?.shared ?? false}
                  disabled={busy || generation?.status !== 'success'}
                  onCheckedChange={(details) => void toggle(details.checked)}
                  colorPalette="brand"
                  data-testid="share-toggle"
                >
                  <Switch.HiddenInput />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                  <Switch.Label>
                    <Text fontWeight="medium">{t('share.toggle')}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {generation?.shared ? t('share.on') : t('share.off')}
                    </Text>
                  </Switch.Label>
                </Switch.Root>
                {generation?.status !== 'success' && (
                  <Text fontSize="sm" color="fg.muted">
                    {t('share.notShareable')}
                  </Text>
                )}
                {link && (
                  <Field.Root>
                    <Field.Label>{t('share.link')}</Field.Label>
                    <HStack w="full">
                      <Input
                        readOnly
                        value={link}
                        onFocus={(event) => event.target.select()}
                        data-testid="share-link"
                      />
                      <Button
                        onClick={() => void copy()}
                        colorPalette="brand"
                        flexShrink={0}
                        data-testid="share-copy"
                      >
                        <CopyIcon /> {t('share.copy')}
                      </Button>
                    </HStack>
                  </Field.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {link && (
                <Button asChild variant="ghost">
                  <a href={link} target="_blank" rel="noopener noreferrer">
                    {t('share.open')}
                  </a>
                </Button>
              )}
              <Button variant="outline" onClick={onClose}>
                {t('share.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('share.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
