/**
 * The run lifecycle and the shared studio components with a studio other than try-on: a small
 * body-generator page built from them posts its parameters to its own route, says each refused
 * field in the user's language, reattaches to its own saved run after a reload, and shows a
 * clip result with its poster, which it saves to the asset library.
 */
import { useReducer } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GenerateStep } from '../../src/components/studio/GenerateStep';
import { ResultStep } from '../../src/components/studio/ResultStep';
import { StudioRoot } from '../../src/components/studio/StudioRoot';
import { useStudio, type SaveToAssets } from '../../src/components/studio/studio-context';
import { STUDIO_NAMESPACES } from '../../src/components/studio/studio-namespaces';
import { useRunNotices } from '../../src/components/studio/use-run-notices';
import type { PickedImage } from '../../src/lib/generation/picked-image';
import { savedRunsOf } from '../../src/lib/generation/saved-runs';
import type { StudioRunSpec } from '../../src/lib/generation/studio-run-spec';
import { useStudioRun } from '../../src/lib/generation/use-studio-run';
import { wizardMachine } from '../../src/lib/generation/wizard-machine';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeGeneration } from './factories/generations';
import { mediaResponse } from './factories/media';
import { installFakeApi } from './fake-api/fake-api';
import { loadTranslations, renderWithProviders } from './with-providers';

vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 10_000 };

interface BodyChoice {
  face: PickedImage | null;
  height_cm: number;
}
type Step = 'settings' | 'generate' | 'result';

const machine = wizardMachine<Step, BodyChoice>({
  steps: ['settings', 'generate', 'result'],
  empty: { face: null, height_cm: 165 },
  blockerFor: () => null,
});

const BODY_RUN: StudioRunSpec<BodyChoice> = {
  service: 'body-generator',
  requestOf: ({ face, height_cm }) => ({
    picks: { face },
    params: {
      gender: 'female',
      height_cm,
      weight_kg: 55,
      age: 30,
      body_type: 'slim',
      skin_tone: 'tone-03',
    },
  }),
  choiceOf: ({ picks, params }) => ({
    face: picks.face ?? null,
    height_cm: Number(params.height_cm ?? 165),
  }),
  canGenerate: () => true,
};

function BodyStudio({ owner, height }: { owner: string; height: number }) {
  const { objectUrl } = useStudio();
  const [state, dispatch] = useReducer(machine.reducer, {
    ...machine.initial,
    height_cm: height,
    step: 'generate',
  });
  const onNotice = useRunNotices();
  const lifecycle = useStudioRun({
    spec: BODY_RUN,
    owner,
    state,
    dispatch,
    initialBalance: 5,
    objectUrl,
    onNotice,
  });
  if (lifecycle.restoring) return null;
  const { run } = state;
  return (
    <div data-testid="body-studio" data-height={state.height_cm}>
      <GenerateStep run={run} queued={lifecycle.queued} review={null} />
      {run.status === 'succeeded' && (
        <ResultStep generation={run.generation} testId="body-result" />
      )}
      <button type="button" onClick={() => void lifecycle.generate(state)}>
        generate
      </button>
    </div>
  );
}

function renderStudio(owner: string, height: number, saveToAssets?: SaveToAssets) {
  return renderWithProviders(
    <StudioRoot
      service="body-generator"
      namespace="studio"
      owner={owner}
      AssetsPicker={() => null}
      saveToAssets={saveToAssets}
    >
      <BodyStudio owner={owner} height={height} />
    </StudioRoot>,
  );
}

let owners = 0;
const newOwner = () => `body-user-${++owners}`;

beforeAll(async () => {
  await loadTranslations([...STUDIO_NAMESPACES]);
}, 30_000);
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a studio other than try-on on the shared lifecycle', () => {
  it('posts its parameters to its own route and says each refused field in both languages', async () => {
    const refusal = {
      code: 'validation_failed',
      detail: 'Invalid parameters.',
      fields: { height_cm: 'height_cm must be at most 210.' },
      field_issues: { height_cm: { code: 'too_big', max: 210 } },
    };
    const api = installFakeApi({ appDefaults: true });
    api.on('POST', '/api/ai/body-generator', () => api.reply(400, refusal));
    renderStudio(newOwner(), 250);
    fireEvent.click(await screen.findByRole('button', { name: 'generate' }, SLOW));

    const issues = await screen.findByTestId('field-issues', {}, SLOW);
    expect(within(issues).getByText('Height (cm) must be at most 210.')).toBeTruthy();
    const [post] = api.calls('POST', '/api/ai/body-generator');
    expect(Object.fromEntries((post!.body as FormData).entries())).toMatchObject({
      height_cm: '250',
      age: '30',
    });

    await i18n.changeLanguage('vi');
    await waitFor(() =>
      expect(within(issues).getByText('Chiều cao (cm) tối đa là 210.')).toBeTruthy(),
    );
  });

  it('reattaches to its own saved run after a reload and saves the clip to the assets', async () => {
    const owner = newOwner();
    const clip = makeGeneration({
      service: 'body-generator',
      category: null,
      params: { height_cm: 180 },
      result_type: 'video',
      result_url: '/media/generations/x/result?sig=1',
      result_poster_url: '/media/generations/x/poster?sig=1',
      finished_at: new Date().toISOString(),
    });
    // Another studio's run of the same user stays out of it.
    await savedRunsOf('virtual-tryon').save({ owner, generationId: 'try-on-run', savedAt: 1 });
    await savedRunsOf('body-generator').save({ owner, generationId: clip.id, savedAt: Date.now() });
    installFakeApi({ appDefaults: true })
      .on('GET', '/api/generations/:id', () => clip)
      .on('GET', '/media/*', () => mediaResponse(new Uint8Array([0, 0, 0, 24]), 'video/mp4'));
    const save = vi.fn<SaveToAssets>(async () => undefined);
    renderStudio(owner, 165, save);

    const video = await screen.findByTestId('body-result-video', {}, SLOW);
    expect(video.getAttribute('poster')).toBe(clip.result_poster_url);
    expect(screen.getByTestId('body-studio').dataset.height).toBe('180');
    fireEvent.click(screen.getByTestId('result-save'));
    await waitFor(() => expect(screen.getByTestId('result-save').dataset.state).toBe('saved'));
    const [bytes, name] = save.mock.calls[0]!;
    expect(bytes.size).toBe(4);
    expect(name).toMatch(/\.mp4$/);
  });
});
