/**
 * The download options dialog (docs/product-rules.md#uploads-and-downloads): format
 * original/PNG/JPEG/WebP, quality low/high, size original/1920x1080/1280x720/800x600, for one image
 * or a batch, resized and encoded in the media worker with a progress bar and a cancel.
 */
import { useRef, useState } from 'react';
import {
  Button,
  CloseButton,
  Dialog,
  Field,
  NativeSelect,
  Portal,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_FORMATS, DOWNLOAD_QUALITIES, DOWNLOAD_SIZES } from '../../../common/media';
import { mediaClient, type DownloadOptions } from '../../lib/workers/media-client';
import { toaster } from '../toaster';
import { mediaErrorMessage } from './media-error-message';
import { saveFile } from './save-file';

export interface DownloadItem {
  name: string;
  load: (signal: AbortSignal) => Promise<Blob>;
}

interface DownloadDialogProps {
  open: boolean;
  items: DownloadItem[];
  onClose: () => void;
}

const DEFAULT_OPTIONS: DownloadOptions = { format: 'original', quality: 'high', size: 'original' };

function OptionSelect<K extends keyof DownloadOptions>(props: {
  label: string;
  name: K;
  values: readonly DownloadOptions[K][];
  options: DownloadOptions;
  labelOf: (value: DownloadOptions[K]) => string;
  onChange: (options: DownloadOptions) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          data-testid={`download-${props.name}`}
          value={props.options[props.name]}
          onChange={(event) =>
            props.onChange({ ...props.options, [props.name]: event.target.value })
          }
        >
          {props.values.map((value) => (
            <option key={value} value={value}>
              {props.labelOf(value)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function DownloadDialog({ open, items, onClose }: DownloadDialogProps) {
  const { t } = useTranslation('media');
  const [options, setOptions] = useState(DEFAULT_OPTIONS);
  const [done, setDone] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setDone(0);
    try {
      for (const [index, item] of items.entries()) {
        const source = await item.load(controller.signal);
        const rendered = await mediaClient.renderDownload(
          source,
          item.name,
          options,
          controller.signal,
        );
        saveFile(rendered.blob, rendered.fileName);
        setDone(index + 1);
      }
      toaster.create({ type: 'success', title: t('download.done') });
      onClose();
    } catch (error) {
      if (!controller.signal.aborted) {
        toaster.create({
          type: 'error',
          title: t('errors.downloadFailed'),
          description: mediaErrorMessage(t, error, 'errors.downloadFailed'),
        });
      }
    } finally {
      running.current = null;
      setDone(null);
    }
  };

  const cancel = () => {
    running.current?.abort();
    onClose();
  };

  const busy = done !== null;
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && cancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="download-dialog">
            <Dialog.Header>
              <Dialog.Title>
                {items.length > 1
                  ? t('download.titleBatch', { count: items.length })
                  : t('download.title')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <OptionSelect
                  label={t('download.format')}
                  name="format"
                  values={DOWNLOAD_FORMATS}
                  options={options}
                  onChange={setOptions}
                  labelOf={(v) => t(`download.formats.${v}`)}
                />
                <OptionSelect
                  label={t('download.quality')}
                  name="quality"
                  values={Object.keys(DOWNLOAD_QUALITIES) as DownloadOptions['quality'][]}
                  options={options}
                  onChange={setOptions}
                  labelOf={(v) => t(`download.qualities.${v}`)}
                />
                <OptionSelect
                  label={t('download.size')}
                  name="size"
                  values={Object.keys(DOWNLOAD_SIZES) as DownloadOptions['size'][]}
                  options={options}
                  onChange={setOptions}
                  labelOf={(v) => t(`download.sizes.${v}`)}
                />
                {busy && (
                  <Stack gap="2" role="status">
                    <Text fontSize="sm">
                      {t('download.progress', { done, total: items.length })}
                    </Text>
                    <Progress.Root
                      value={items.length ? (done / items.length) * 100 : 0}
                      colorPalette="brand"
                    >
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={cancel}>
                {t('download.cancel')}
              </Button>
              <Button
                colorPalette="brand"
                loading={busy}
                onClick={() => void start()}
                data-testid="download-start"
              >
                {t('download.start')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('viewer.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
