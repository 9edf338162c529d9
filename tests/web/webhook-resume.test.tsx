/**
 * A webhook endpoint paused when the account was recovered (docs/public-api.md#paused-endpoints):
 * the list marks it and says why, and Resume asks the server and shows the answer.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WebhookEndpoint } from '../../common/contracts/webhooks';
import { WebhooksSection } from '../../src/features/api-management/WebhooksSection';
import { i18n } from '../../src/lib/i18n/i18n';
import { installFakeApi } from './fake-api/fake-api';
import { loadTranslations, renderWithProviders } from './with-providers';

vi.setConfig({ testTimeout: 30_000 });

const paused: WebhookEndpoint = {
  id: '6a0d7c8e-8f2a-4a57-9b0e-3f1f3c2d1e00',
  url: 'https://shop.example.com/hooks/studio',
  events: ['generation.succeeded'],
  failing_since: null,
  paused_at: '2026-11-30T08:00:00.000Z',
  created_at: '2026-11-01T08:00:00.000Z',
};

beforeAll(() => loadTranslations(['api']));
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a paused webhook', () => {
  it('is marked, says why, and resumes on Resume', async () => {
    const api = installFakeApi();
    api.on('POST', '/api/webhooks/:id/resume', () => ({ ...paused, paused_at: null }));
    const onChange = vi.fn();
    renderWithProviders(<WebhooksSection endpoints={[paused]} onChange={onChange} />);
    expect(screen.getByTestId('webhook-paused').textContent).toBe('Paused');
    expect(screen.getByText(/Paused when your account was recovered/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('webhook-resume'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([{ ...paused, paused_at: null }]));
    expect(api.calls('POST', '/api/webhooks/:id/resume').map(({ params }) => params.id)).toEqual([
      paused.id,
    ]);
  });

  it('offers no Resume to an endpoint that takes events', async () => {
    installFakeApi();
    renderWithProviders(
      <WebhooksSection endpoints={[{ ...paused, paused_at: null }]} onChange={() => {}} />,
    );
    expect(screen.queryByTestId('webhook-paused')).toBeNull();
    expect(screen.queryByTestId('webhook-resume')).toBeNull();
  });

  it('says it in Vietnamese too', async () => {
    await i18n.changeLanguage('vi');
    installFakeApi();
    renderWithProviders(<WebhooksSection endpoints={[paused]} onChange={() => {}} />);
    expect(screen.getByTestId('webhook-resume').textContent).toBe('Bật lại');
  });
});
