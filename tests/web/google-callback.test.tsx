/**
 * Google's code flow (/auth/google/callback) signs in with the same toasts as the other Google
 * sign-ins, spread out as after any redirect (docs/product-rules.md#sign-in-timings).
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { FirebaseAuthResponse } from '../../common/contracts/auth';
import { restoreSession } from '../../src/features/auth/session';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeUser } from '../fixtures/users';
import { installFakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

vi.setConfig({ testTimeout: 30_000 });

function signInAnswer(overrides: Partial<FirebaseAuthResponse>): FirebaseAuthResponse {
  return {
    access_token: 'header.eyJzdWIiOiIxIiwiZXhwIjo0MTAyNDQ0ODAwfQ.sig',
    token_type: 'bearer',
    user: makeUser({ name: 'Mai Tran', email: 'mai.tran@gmail.com' }),
    is_new_user: false,
    traditional_login: { email: 'mai.tran@gmail.com', password_set: false },
    ...overrides,
  };
}

async function arriveFromGoogle(answer: FirebaseAuthResponse) {
  const api = installFakeApi({ appDefaults: true });
  api.otherwise(() => ({ items: [], next_cursor: null, total: 0 }));
  api.on('POST', '/auth/google/callback', () => answer);
  const started = Date.now();
  await renderApp('/auth/google/callback?code=4%2F0AX-one-time');
  return { api, started };
}

beforeAll(async () => {
  await restoreSession();
  await i18n.loadNamespaces(['auth']);
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});

describe('Google code flow sign-in toasts', () => {
  it("a new account: the welcome, then 'Your Studio AI account is ready' about 2 s later", async () => {
    const { api, started } = await arriveFromGoogle(signInAnswer({ is_new_user: true }));
    await waitFor(() => expect(api.calls('POST', '/auth/google/callback')).toHaveLength(1));
    expect(api.calls('POST', '/auth/google/callback')[0]!.body).toEqual({
      code: '4/0AX-one-time',
      redirect_uri: `${window.location.origin}/auth/google/callback`,
    });
    expect(screen.queryByText('Your Studio AI account is ready')).toBeNull();
    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(await screen.findByText('Your Studio AI account is ready')).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
  });

  it('an account with a password: the password note, in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    const { started } = await arriveFromGoogle(
      signInAnswer({ traditional_login: { email: 'mai.tran@gmail.com', password_set: true } }),
    );
    const vi = i18n.getFixedT('vi', 'auth')('google.passwordAlsoWorks', {
      email: 'mai.tran@gmail.com',
    });
    expect(await screen.findByText(vi)).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
  });
});
