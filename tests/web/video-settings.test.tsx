/**
 * The image-to-video configure step on the capability matrix: it offers the models of the
 * server's engine, turns off what the chosen model cannot make and says why, moves the length
 * and the resolution to what a newly chosen model makes, counts the prompt and shows the price.
 */
import { useEffect, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PlanId } from '../../common/plans';
import { EMPTY_VIDEO, type VideoChoice } from '../../src/features/image-to-video/video-choice';
import { VIDEO_RUN } from '../../src/features/image-to-video/video-request';
import { VideoSettings } from '../../src/features/image-to-video/VideoSettings';
import { makeStudioCatalog } from './factories/studios';
import { installFakeApi } from './fake-api/fake-api';
import { loadTranslations, renderWithProviders } from './with-providers';

beforeAll(() => loadTranslations(['image-to-video', 'generation']));

/** The choice the page holds now, as its last render left it. */
const seen = { choice: EMPTY_VIDEO };

function Settings({ planId = 'pro' }: { planId?: PlanId }) {
  const [choice, setChoice] = useState<VideoChoice>(EMPTY_VIDEO);
  useEffect(() => {
    seen.choice = choice;
  });
  return (
    <VideoSettings
      choice={choice}
      planId={planId}
      onChange={(change) => setChoice((old) => ({ ...old, ...change }))}
    />
  );
}

function serve(engine: 'local' | 'fal') {
  const quality = engine === 'local' ? 'preview' : 'standard';
  installFakeApi().on('GET', '/api/studios', () => makeStudioCatalog({ name: engine, quality }));
}

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;
const switchInput = (option: string) =>
  screen.getByTestId(`option-${option}`).querySelector('input') as HTMLInputElement;

describe('the video settings on a hosted engine', () => {
  it('offers the five models, Seedance first, with every length and both resolutions', async () => {
    serve('fal');
    renderWithProviders(<Settings />);
    await waitFor(() => expect(seen.choice.model).toBe('seedance_v1'));
    expect(screen.queryByTestId('model-local')).toBeNull();
    for (const model of ['seedance_v1', 'veo_v2', 'veo3', 'hailuo_v2', 'kling_v2.1']) {
      expect(screen.getByTestId(`model-${model}`)).toBeTruthy();
    }
    for (const id of ['duration-5', 'duration-8', 'duration-10', 'resolution-1080p']) {
      expect(button(id).disabled, id).toBe(false);
    }
    expect(switchInput('fixed_camera').disabled).toBe(false);
    expect(switchInput('generate_audio').disabled).toBe(true);
    expect(screen.getByText('This clip costs 2 credits.')).toBeTruthy();
  });

  it('on Veo 3: 8 seconds only, said why, the length moved to 8, audio on offer, no fixed camera', async () => {
    serve('fal');
    renderWithProviders(<Settings />);
    await waitFor(() => expect(seen.choice.model).toBe('seedance_v1'));
    fireEvent.click(switchInput('fixed_camera'));
    await waitFor(() => expect(seen.choice.fixedCamera).toBe(true));

    fireEvent.click(screen.getByTestId('model-veo3'));

    await waitFor(() => expect(seen.choice).toMatchObject({ model: 'veo3', duration: '8' }));
    expect(seen.choice.fixedCamera).toBe(false);
    expect(button('duration-5').disabled).toBe(true);
    expect(button('duration-10').disabled).toBe(true);
    expect(button('duration-8').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('video-duration-note').textContent).toBe(
      'Veo 3 makes 8-second clips.',
    );
    expect(button('duration-5').title).toBe('Veo 3 makes 8-second clips.');
    expect(screen.getByTestId('video-resolution-note').textContent).toBe(
      'Veo 3 makes its standard clips at 720p.',
    );
    expect(switchInput('generate_audio').disabled).toBe(false);
    expect(switchInput('fixed_camera').disabled).toBe(true);
    expect(screen.getByTestId('option-fixed_camera-help').textContent).toBe(
      'Not available with Veo 3.',
    );
  });

  it('on Kling 2.1: no 8 seconds, a CFG scale, and only what Kling takes is sent', async () => {
    serve('fal');
    renderWithProviders(<Settings />);
    await waitFor(() => expect(seen.choice.model).toBe('seedance_v1'));
    fireEvent.click(button('duration-8'));
    fireEvent.click(screen.getByTestId('model-kling_v2.1'));

    await waitFor(() => expect(seen.choice).toMatchObject({ model: 'kling_v2.1', duration: '5' }));
    expect(button('duration-8').disabled).toBe(true);
    expect(screen.getByTestId('video-duration-note').textContent).toBe(
      'Kling 2.1 makes 5 or 10-second clips.',
    );
    expect(screen.getByTestId('option-cfg_scale-help').textContent).not.toContain('Not available');
    expect(VIDEO_RUN.requestOf(seen.choice).params).toMatchObject({
      model: 'kling_v2.1',
      duration: '5',
      cfg_scale: 0.5,
      fixed_camera: null,
      prompt_optimizer: null,
      generate_audio: null,
    });
  });

  it('on Hailuo 02: 10 seconds at standard only, each reason said', async () => {
    serve('fal');
    renderWithProviders(<Settings />);
    await waitFor(() => expect(seen.choice.model).toBe('seedance_v1'));
    fireEvent.click(button('resolution-1080p'));
    fireEvent.click(screen.getByTestId('model-hailuo_v2'));

    await waitFor(() =>
      expect(seen.choice).toMatchObject({ model: 'hailuo_v2', duration: '10', resolution: '480p' }),
    );
    expect(button('resolution-1080p').disabled).toBe(true);
    expect(screen.getByTestId('video-resolution-note').textContent).toBe(
      'Hailuo 02 makes standard clips only (768p).',
    );
    expect(switchInput('prompt_optimizer').disabled).toBe(false);
  });
});

describe('the video settings on the free trial', () => {
  it('keeps 1080p off, saying it comes with the paid plans', async () => {
    serve('local');
    renderWithProviders(<Settings planId="free_trial" />);
    await waitFor(() => expect(seen.choice.model).toBe('local'));
    expect(button('resolution-1080p').disabled).toBe(true);
    expect(button('resolution-480p').disabled).toBe(false);
    expect(screen.getByTestId('video-resolution-note').textContent).toBe(
      '1080p comes with the paid plans: upgrade to make high-definition clips.',
    );
  });
});

describe('the video settings on the built-in engine', () => {
  it('offers the offline model, says the prompt is not read, and counts it', async () => {
    serve('local');
    renderWithProviders(<Settings />);
    await waitFor(() => expect(seen.choice.model).toBe('local'));
    expect(screen.getAllByTestId(/^model-/)).toHaveLength(1);
    expect(screen.getByTestId('video-prompt-hint').textContent).toContain('does not read');

    fireEvent.change(screen.getByTestId('video-prompt'), { target: { value: 'A slow turn' } });

    expect(screen.getByTestId('video-prompt-counter').textContent).toBe('11/1000 characters');
    expect(switchInput('fixed_camera').disabled).toBe(false);
    expect(switchInput('generate_audio').disabled).toBe(false);
    expect(switchInput('prompt_optimizer').disabled).toBe(true);
  });
});
