/**
 * Videos in the asset library, its picker, history and the dashboard cards
 * (docs/product-rules.md#video-uploads): a poster with a play badge and its length, a preview on
 * hover or tap, the viewer's player, uploads and their refusals, and the download of a video as
 * it is.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Asset } from '../../common/contracts/assets';
import { AssetLibrary } from '../../src/features/assets/AssetLibrary';
import { AssetsPicker } from '../../src/features/assets/AssetsPicker';
import { assetCache } from '../../src/features/assets/asset-cache';
import { GenerationCard } from '../../src/components/generation/GenerationCard';
import { DownloadDialog } from '../../src/components/media/DownloadDialog';
import { HistoryViewer } from '../../src/features/history/HistoryViewer';
import { toaster } from '../../src/components/toaster';
import { i18n } from '../../src/lib/i18n/i18n';
import { mediaClient } from '../../src/lib/workers/media-client';
import { assetListOf, makeAsset } from './factories/assets';
import { makeGeneration } from './factories/generations';
import { mediaResponse } from './factories/media';
import { installFakeApi, type FakeApi } from './fake-api/fake-api';
import { loadTranslations, renderWithProviders } from './with-providers';

const POSTER = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' });
const posterResponse = () => mediaResponse(new Uint8Array([1, 2, 3]), 'image/webp');

function makeVideo(overrides: Partial<Asset> = {}): Asset {
  return makeAsset({
    kind: 'video',
    mime_type: 'video/mp4',
    original_name: 'runway.mp4',
    width: 1080,
    height: 1920,
    duration_ms: 8_040,
    byte_size: 2_400_000,
    ...overrides,
  });
}

/** The server's library: the listed assets, their posters, and what an upload answers. */
function libraryApi(assets: Asset[]): FakeApi {
  return installFakeApi()
    .on('GET', '/api/assets', () => assetListOf(assets))
    .on('GET', '/media/*', posterResponse);
}

/** The description of the last error toast. */
async function lastErrorToast(): Promise<string> {
  await waitFor(() =>
    expect(vi.mocked(toaster.create).mock.calls.some(([toast]) => toast.type === 'error')).toBe(
      true,
    ),
  );
  const errors = vi.mocked(toaster.create).mock.calls.filter(([toast]) => toast.type === 'error');
  return String(errors.at(-1)?.[0].description);
}

const owner = () => `user-${Math.random()}`;

beforeAll(() => loadTranslations(['media', 'history', 'generation', 'common']));
beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(toaster, 'create').mockImplementation(() => '');
});
afterEach(() => vi.restoreAllMocks());

describe('a video in the library grid', () => {
  it('shows its poster with a play badge and its length; hover and tap play it in place', async () => {
    const video = makeVideo();
    libraryApi([video]);
    renderWithProviders(<AssetLibrary owner={owner()} />);

    const tile = await screen.findByTestId('asset-tile');
    const preview = within(tile).getByTestId('video-preview');
    expect(await within(preview).findByTestId('video-preview-poster')).toBeTruthy();
    expect(within(preview).getByTestId('video-preview-duration').textContent).toBe('0:08');
    expect(within(tile).getByText('Video')).toBeTruthy();

    // A mouse over it plays it muted from the signed URL.
    fireEvent.pointerOver(preview, { pointerType: 'mouse' });
    const playing = await within(preview).findByTestId('video-preview-video');
    expect(playing.getAttribute('src')).toBe(video.url);
    expect((playing as HTMLVideoElement).muted).toBe(true);
    fireEvent.pointerOut(preview, { pointerType: 'mouse' });
    await waitFor(() => expect(within(preview).queryByTestId('video-preview-video')).toBeNull());

    // Touch and keyboard: the badge toggles it, and says which way.
    const badge = within(preview).getByRole('button', { name: 'Play a preview of runway.mp4' });
    fireEvent.click(badge);
    expect(badge.getAttribute('aria-pressed')).toBe('true');
    expect(within(preview).getByTestId('video-preview-video')).toBeTruthy();
    fireEvent.click(
      within(preview).getByRole('button', { name: 'Stop the preview of runway.mp4' }),
    );
    await waitFor(() => expect(within(preview).queryByTestId('video-preview-video')).toBeNull());
  });

  it('opens in the viewer as a player over its poster, without the picture tools', async () => {
    const video = makeVideo();
    libraryApi([video]);
    renderWithProviders(<AssetLibrary owner={owner()} />);

    fireEvent.click(await screen.findByRole('button', { name: 'View: runway.mp4' }));

    const viewer = await screen.findByTestId('image-viewer');
    const player = await within(viewer).findByTestId('viewer-video');
    expect(player.getAttribute('src')).toBe(video.url);
    expect(player.hasAttribute('controls')).toBe(true);
    await waitFor(() => expect(player.getAttribute('poster')).toBe('blob:test'));
    expect(within(viewer).queryByRole('button', { name: 'Zoom in' })).toBeNull();
    expect(within(viewer).queryByRole('button', { name: 'Rotate' })).toBeNull();
    expect(within(viewer).getByText('Length')).toBeTruthy();
    expect(within(viewer).getByText('video/mp4')).toBeTruthy();
  });

  it('offline, shows the kept poster and says the video plays online, in both languages', async () => {
    const video = makeVideo();
    const user = owner();
    await assetCache.remember(user, [video], false);
    await assetCache.putBlob('thumbnail', video.id, POSTER);
    installFakeApi().on('GET', '/api/assets', () => {
      throw new TypeError('Failed to fetch');
    });
    renderWithProviders(<AssetLibrary owner={user} />);

    expect(await screen.findByTestId('library-offline')).toBeTruthy();
    expect(await screen.findByTestId('video-preview-poster')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View: runway.mp4' }));
    const viewer = await screen.findByTestId('image-viewer');
    expect(await within(viewer).findByTestId('viewer-video-poster')).toBeTruthy();
    expect(within(viewer).getByTestId('viewer-video-unavailable').textContent).toBe(
      'This video plays when you are online. Its poster is kept on this device.',
    );
    await i18n.changeLanguage('vi');
    expect(
      await within(viewer).findByText(
        'Video này phát được khi bạn trực tuyến. Ảnh bìa của video vẫn được lưu trên thiết bị này.',
      ),
    ).toBeTruthy();
  });

  it('plays a video kept on this device from its copy, not the link', async () => {
    const video = makeVideo();
    const user = owner();
    await assetCache.putBlob('file', video.id, new Blob(['kept'], { type: 'video/mp4' }));
    libraryApi([video]);
    renderWithProviders(<AssetLibrary owner={user} />);

    fireEvent.click(await screen.findByRole('button', { name: 'View: runway.mp4' }));
    const player = await screen.findByTestId('viewer-video');
    expect(player.getAttribute('src')).toBe('blob:test');
  });
});

describe('uploading videos to the library', () => {
  const mp4Head = () => new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')]);

  it('takes video files and iPhone photos (HEIC, AVIF) in its file picker and says so', async () => {
    libraryApi([]);
    renderWithProviders(<AssetLibrary owner={owner()} />);
    const input = await screen.findByTestId('drop-zone-input');
    expect(input.getAttribute('accept')).toBe(
      'image/jpeg,image/png,image/webp,image/heic,image/avif,image/heif,.heic,.heif,.avif,' +
        'video/mp4,video/webm,video/quicktime',
    );
    expect(screen.getByText(/JPG, PNG, WebP, HEIC \(iPhone photos\) and AVIF/)).toBeTruthy();
    expect(screen.getByText('Drop images or videos here')).toBeTruthy();
    expect(screen.getByText(/Videos: MP4, WebM or MOV, up to 10MB and 60 seconds\./)).toBeTruthy();
  });

  it('sends a video as it is, without the picture worker', async () => {
    const prepare = vi.spyOn(mediaClient, 'prepareUpload');
    const uploaded = makeVideo({ original_name: 'clip.mp4' });
    const api = libraryApi([]).on('POST', '/api/assets', () => uploaded);
    renderWithProviders(<AssetLibrary owner={owner()} />);
    await screen.findByTestId('library-empty');
    const file = new File([mp4Head(), new Uint8Array(100)], 'clip.mp4', { type: 'video/mp4' });

    fireEvent.change(await screen.findByTestId('drop-zone-input'), { target: { files: [file] } });

    await waitFor(() => expect(api.calls('POST', '/api/assets')).toHaveLength(1));
    const sent = (api.calls('POST', '/api/assets')[0]!.body as FormData).get('file') as File;
    expect(sent.size).toBe(file.size);
    expect(prepare).not.toHaveBeenCalled();
    expect(await screen.findByTestId('video-preview')).toBeTruthy();
  });

  it.each([
    [
      'a file of no accepted type',
      () => new File(['%PDF-1.7 not a picture'], 'brief.pdf', { type: 'application/pdf' }),
      'Invalid file type. Please upload JPEG, PNG, WebP, HEIC, AVIF, MP4, WebM, MOV files only',
    ],
    [
      'a video over 10 MB',
      () =>
        new File([mp4Head(), new Uint8Array(10 * 1024 * 1024)], 'long.mp4', { type: 'video/mp4' }),
      'File is too large. Maximum size is 10MB',
    ],
  ])('refuses %s before sending it', async (_name, make, message) => {
    const api = libraryApi([]);
    renderWithProviders(<AssetLibrary owner={owner()} />);

    fireEvent.change(await screen.findByTestId('drop-zone-input'), {
      target: { files: [make()] },
    });

    expect(await lastErrorToast()).toBe(message);
    expect(api.calls('POST', '/api/assets')).toHaveLength(0);
  });

  it.each([
    [
      422,
      'video_too_long',
      'The video is too long. It may be at most 60 seconds.',
      'Video quá dài. Thời lượng tối đa là 60 giây.',
    ],
    [
      422,
      'video_too_large',
      "The video's frames are too large. Videos may be at most 4096 px on a side (4K).",
      'Khung hình của video quá lớn. Video tối đa 4096 px mỗi cạnh (4K).',
    ],
    [
      403,
      'storage_quota_exceeded',
      'Your asset library is full (2 GB). Delete some assets to upload more.',
      'Thư viện tài nguyên của bạn đã đầy (2 GB). Hãy xoá bớt tài nguyên để tải lên thêm.',
    ],
  ])(
    'says what the server refused (%s %s) in both languages',
    async (status, code, en, vietnamese) => {
      const api = libraryApi([]);
      api.on('POST', '/api/assets', () => api.reply(status, { code, detail: 'server text' }));
      renderWithProviders(<AssetLibrary owner={owner()} />);
      const input = await screen.findByTestId('drop-zone-input');
      const file = () => new File([mp4Head(), new Uint8Array(100)], 'clip.mp4');

      fireEvent.change(input, { target: { files: [file()] } });
      expect(await lastErrorToast()).toBe(en);

      vi.mocked(toaster.create).mockClear();
      await i18n.changeLanguage('vi');
      fireEvent.change(input, { target: { files: [file()] } });
      expect(await lastErrorToast()).toBe(vietnamese);
    },
  );
});

describe('the assets picker and videos', () => {
  function renderPicker(onSelect: () => void, accept?: readonly ('image' | 'video')[]) {
    renderWithProviders(
      <AssetsPicker
        open
        owner={owner()}
        onClose={() => undefined}
        onSelect={onSelect}
        accept={accept}
      />,
    );
  }

  it('shows a photo studio the library’s videos greyed, with the reason, and does not pick them', async () => {
    const photo = makeAsset({ original_name: 'model.jpg' });
    libraryApi([makeVideo(), photo]);
    const onSelect = vi.fn();
    renderPicker(onSelect);

    const tiles = await screen.findAllByTestId('picker-tile');
    expect(tiles).toHaveLength(2);
    const videoTile = tiles.find((tile) => tile.dataset.assetKind === 'video')!;
    expect(videoTile.getAttribute('aria-disabled')).toBe('true');
    expect(within(videoTile).getByTestId('picker-refusal').textContent).toBe(
      'Videos cannot be used here: this studio takes photos',
    );
    expect(within(videoTile).getByTestId('picker-video-duration').textContent).toBe('0:08');
    fireEvent.click(videoTile);
    fireEvent.click(tiles.find((tile) => tile.dataset.assetKind === 'image')!);
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
    expect(onSelect.mock.calls[0]![0]).toMatchObject({ original_name: 'model.jpg' });
  });

  it('hands a video’s file to a caller that takes videos', async () => {
    const video = makeVideo();
    libraryApi([video]);
    const onSelect = vi.fn();
    renderPicker(onSelect, ['image', 'video']);

    const tile = await screen.findByTestId('picker-tile');
    expect(tile.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(tile);
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
    expect(onSelect.mock.calls[0]![0]).toMatchObject({ id: video.id, kind: 'video' });
  });
});

describe('video generations in history and on the dashboard', () => {
  const clip = () =>
    makeGeneration({
      service: 'image-to-video',
      category: null,
      result_type: 'video',
      result_poster_url: '/media/generations/x/poster?sig=x',
      result_width: 720,
      result_height: 1280,
    });

  it('a card shows the poster with a play badge, and plays the clip on hover', async () => {
    const generation = clip();
    const onOpen = vi.fn();
    renderWithProviders(
      <GenerationCard
        generation={generation}
        image={{ state: 'ready', url: '/poster.webp' }}
        onOpen={onOpen}
      />,
    );

    const preview = await screen.findByTestId('generation-video');
    expect(within(preview).getByTestId('generation-video-poster').getAttribute('src')).toBe(
      '/poster.webp',
    );
    fireEvent.pointerOver(preview, { pointerType: 'mouse' });
    expect((await within(preview).findByTestId('generation-video-video')).getAttribute('src')).toBe(
      generation.result_url,
    );
    fireEvent.click(within(preview).getByRole('button', { name: 'Open Image to video' }));
    expect(onOpen).toHaveBeenCalled();
  });

  it('a picture result keeps its plain thumbnail', async () => {
    renderWithProviders(
      <GenerationCard
        generation={makeGeneration({ result_type: 'image' })}
        image={{ state: 'ready', url: '/thumb.webp' }}
      />,
    );
    expect(await screen.findByTestId('generation-thumbnail')).toBeTruthy();
    expect(screen.queryByTestId('generation-video')).toBeNull();
  });

  it('the history viewer plays the clip, kept on the device, over its poster', async () => {
    const generation = clip();
    installFakeApi().on('GET', '/media/*', () => mediaResponse(new Uint8Array(64), 'video/mp4'));
    renderWithProviders(
      <HistoryViewer generation={generation} onClose={() => {}} onDownload={() => {}} />,
    );

    const player = await screen.findByTestId('viewer-video');
    expect(player.getAttribute('src')).toBe('blob:test');
    expect(player.hasAttribute('controls')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull();
  });
});

describe('downloading a video', () => {
  it('offers no picture conversion and saves the original file under its real type', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const render = vi.spyOn(mediaClient, 'renderDownload');
    renderWithProviders(
      <DownloadDialog
        kind="video"
        open
        onClose={() => {}}
        items={[
          {
            name: 'runway.MOV',
            load: async () => new Blob(['clip'], { type: 'video/mp4' }),
          },
        ]}
      />,
    );

    expect(await screen.findByText('Download video')).toBeTruthy();
    expect(screen.getByTestId('download-video-original').textContent).toContain(
      'the original file',
    );
    expect(screen.queryByTestId('download-format')).toBeNull();
    expect(screen.queryByTestId('download-size')).toBeNull();
    fireEvent.click(screen.getByTestId('download-start'));

    await waitFor(() => expect(saved).toEqual(['runway.mp4']));
    expect(render).not.toHaveBeenCalled();
  });
});
