/**
 * The download options dialog (docs/product-rules.md#uploads-and-downloads): format
 * original/PNG/JPEG/WebP, quality low/high, size original or a long edge of 1920/1280/800 px (the
 * box turned to the picture, never enlarging it), with the output size stated, for one image or
 * a batch, resized and encoded in the media worker; the progress of each file's fetch and
 * re-encode is shown as it happens (download-progress.ts), with a cancel. A video (`kind:
 * 'video'`) has no such choices: it is saved as it is stored, its original file (MP4, WebM or
 * MOV) at its own size, with the same progress and cancel.
 */
import { useRef, useState, type ReactNode } from 'react';
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
import {
  DOWNLOAD_FORMATS,
  DOWNLOAD_QUALITIES,
  DOWNLOAD_SIZES,
  downloadOutputSize,
  originalFileName,
  type PixelSize,
} from '../../../common/media';
import type { DownloadBlobOptions } from '../../lib/api/download-blob';
import { formatBytes } from '../../lib/i18n/format-bytes';
import { mediaClient, type DownloadOptions } from '../../lib/workers/media-client';
import { toaster } from '../toaster';
import { afterStep, overallPercent, type ItemProgress } from './download-progress';
import { mediaErrorMessage } from './media-error-message';
import { saveFile } from './save-file';

export interface DownloadItem {
  name: string;
  /** The picture's size, when known: the dialog then states the exact output size. */
  size?: PixelSize | null;
  /** The file's bytes; `download.onProgress` hears them arrive. */
  load: (download: Required<Pick<DownloadBlobOptions, 'signal' | 'onProgress'>>) => Promise<Blob>;
}

/**
 * Where a running download is: which file of how many, and how far that file is. Kept with the
 * download, not read from the props: the page may clear its list as the dialog closes.
 */
interface Running {
  index: number;
  count: number;
  name: string;
  progress: ItemProgress;
}

interface DownloadDialogProps {
  open: boolean;
  items: DownloadItem[];
  onClose: () => void;
  /** What the items are: pictures (the default, with format, quality and size) or videos. */
  kind?: 'image' | 'video';
}

const DEFAULT_OPTIONS: DownloadOptions = { format: 'original', quality: 'high', size: 'original' };

function OptionSelect<K extends keyof DownloadOptions>(props: {
  label: string;
  /** A line under the select. */
  helper?: ReactNode;
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
      {props.helper && <Field.HelperText>{props.helper}</Field.HelperText>}
    </Field.Root>
  );
}

export function DownloadDialog({ open, items, onClose, kind = 'image' }: DownloadDialogProps) {
  const { t, i18n } = useTranslation('media');
  const [options, setOptions] = useState(DEFAULT_OPTIONS);
  const video = kind === 'video';
  const [running, setRunning] = useState<Running | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  const start = async () => {
    const controller = new AbortController();
    controllerRef.current = controller;
    const signal = controller.signal;
    try {
      for (const [index, item] of items.entries()) {
        const report = (progress: ItemProgress) =>
          !signal.aborted && setRunning({ index, count: items.length, name: item.name, progress });
        report({ stage: 'fetching', loaded: 0, total: null });
        const source = await item.load({
          signal,
          onProgress: (bytes) => report({ stage: 'fetching', ...bytes }),
        });
        if (video) {
          saveFile(source, originalFileName(item.name, source.type));
          continue;
        }
        const rendered = await mediaClient.renderDownload(source, item.name, options, {
          signal,
          onStep: (step) => report(afterStep(step)),
        });
        saveFile(rendered.blob, rendered.fileName);
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
      controllerRef.current = null;
      setRunning(null);
    }
  };

  const cancel = () => {
    controllerRef.current?.abort();
    onClose();
  };

  // One picture of known size: every choice names the size it gives. A batch (or an unknown
  // size) names the box, and the line under the select says how it applies.
  const known = items.length === 1 ? (items[0]?.size ?? null) : null;
  const dimensions = ({ width, height }: PixelSize) => t('download.dimensions', { width, height });
  const sizeLabel = (choice: DownloadOptions['size']) =>
    known
      ? t('download.sizeWithOutput', {
          size: t(`download.sizes.${choice}`),
          output: dimensions(downloadOutputSize(known, choice)),
        })
      : t(`download.sizes.${choice}`);
  const outputSizeText = (choice: DownloadOptions['size']) => {
    if (known) {
      const output = downloadOutputSize(known, choice);
      const unchanged = output.width === known.width && output.height === known.height;
      return t(unchanged ? 'download.outputOriginal' : 'download.output', {
        output: dimensions(output),
      });
    }
    return choice === 'original' ? t('download.keepsOriginal') : t('download.keepsShape');
  };

  const busy = running !== null;
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && cancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="download-dialog">
            <Dialog.Header>
              <Dialog.Title>
                {video
                  ? t('download.titleVideo')
                  : items.length > 1
                    ? t('download.titleBatch', { count: items.length })
                    : t('download.title')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {video ? (
                  <Text fontSize="sm" data-testid="download-video-original">
                    {t('download.videoOriginal')}
                  </Text>
                ) : (
                  <>
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
                      labelOf={(v) => sizeLabel(v)}
                      helper={
                        <span data-testid="download-output-size">
                          {outputSizeText(options.size)}
                        </span>
                      }
                    />
                  </>
                )}
                {running && (
                  <DownloadProgress
                    running={running}
                    describeBytes={(bytes) => formatBytes(bytes, i18n.language)}
                  />
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

function DownloadProgress({
  running: { index, count, name, progress },
  describeBytes,
}: {
  running: Running;
  describeBytes: (bytes: number) => string;
}) {
  const { t } = useTranslation('media');
  const percent = overallPercent(index, count, progress);
  const text =
    progress.stage === 'converting'
      ? t('download.converting', { name })
      : progress.total
        ? t('download.fetching', {
            name,
            loaded: describeBytes(progress.loaded),
            total: describeBytes(progress.total),
          })
        : t('download.fetchingUnknown', { name, loaded: describeBytes(progress.loaded) });
  return (
    <Stack gap="2" role="status" data-testid="download-progress">
      {count > 1 && (
        <Text fontSize="sm" fontWeight="medium">
          {t('download.item', { index: index + 1, count })}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted" truncate>
        {text}
      </Text>
      <Progress.Root
        value={percent === null ? null : Math.round(percent)}
        colorPalette="brand"
        aria-label={t('download.progressLabel')}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
