import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MODAL_CLEAR_DELAY_MS } from '../../src/features/auth/modal/LoginModal';
import { loginModalAtom } from '../../src/features/auth/session.atoms';
import { forgetClientConfig, loadClientConfig } from '../../src/lib/config/client-config';
import { i18n } from '../../src/lib/i18n/i18n';
import { appStore } from '../../src/lib/state';
import { makeClientConfig } from './factories/client-config';
import { installFakeApi, type FakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

/** The server's answers for this component test; real calls are covered in tests/e2e. */
let api: FakeApi;

/** A server without Google sign-in: the modal offers none. */
const NO_FIREBASE = makeClientConfig({ firebase: null, googleClientId: null });

async function openModal(view: 'login' | 'register' | 'forgot-password' = 'login') {
  await renderApp('/');
  appStore.set(loginModalAtom, { open: true, view, returnTo: null, email: '' });
  return within(await screen.findByTestId('login-modal'));
}

beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
  forgetClientConfig();
  api = installFakeApi({ appDefaults: true });
  api.on('GET', '/api/config', () => NO_FIREBASE);
});

describe('login modal validation (docs/product-rules.md#sign-in-and-registration-forms)', () => {
  it('shows the login messages', async () => {
    const modal = await openModal('login');
    fireEvent.click(modal.getByRole('button', { name: 'Sign in' }));
    expect(await modal.findByText('Please enter a valid email')).toBeTruthy();
    expect(modal.getByText('Password is required')).toBeTruthy();
  });

  it('shows the register messages, with the mismatch on confirmPassword', async () => {
    const modal = await openModal('register');
    fireEvent.change(modal.getByLabelText('Full name'), { target: { value: 'A' } });
    fireEvent.change(modal.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(modal.getByRole('button', { name: 'Create account' }));
    expect(await modal.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(modal.getByText('Please enter a valid email')).toBeTruthy();
    expect(modal.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(modal.getByText('Please confirm your password')).toBeTruthy();
    fireEvent.change(modal.getByLabelText('Password'), { target: { value: 'long-enough-1' } });
    fireEvent.change(modal.getByLabelText('Confirm password'), {
      target: { value: 'long-enough-2' },
    });
    expect(await modal.findByText("Passwords don't match")).toBeTruthy();
  });

  it('offers no Google button, and no error, on a server without Google sign-in', async () => {
    const modal = await openModal('login');
    await modal.findByRole('button', { name: 'Sign in' });
    // Once the configuration has arrived and the button has rendered what it says, nothing
    // Google-related shows; before this change the red error showed here.
    await waitFor(() => expect(api.calls('GET', '/api/config').length).toBeGreaterThan(0));
    await act(() => loadClientConfig());
    expect(modal.queryByTestId('google-sign-in')).toBeNull();
    expect(modal.queryByText('Firebase Configuration Error - contact support')).toBeNull();
    expect(modal.queryByText('or')).toBeNull();
  });

  it('says the Google sign-in configuration is broken when only part of it is set', async () => {
    api.on('GET', '/api/config', () => makeClientConfig({ firebaseIncomplete: true }));
    const modal = await openModal('login');
    expect(await modal.findByText('Firebase Configuration Error - contact support')).toBeTruthy();
    expect(modal.getByTestId('google-sign-in').hasAttribute('disabled')).toBe(true);
  });

  it('offers the Google button when the server has a Firebase configuration', async () => {
    api.on('GET', '/api/config', () =>
      makeClientConfig({
        firebase: { apiKey: 'AIzaTestKey', authDomain: 'x.firebaseapp.com', projectId: 'x' },
      }),
    );
    const modal = await openModal('login');
    const button = await modal.findByTestId('google-sign-in');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(modal.queryByText('Firebase Configuration Error - contact support')).toBeNull();
  });
});

describe('login modal flows', () => {
  it('moves to verify-otp after a successful registration', async () => {
    api.on('POST', '/auth/register', () =>
      api.reply(201, {
        status: 'success',
        message: 'ok',
        requires_verification: true,
        email: 'mai@example.vn',
      }),
    );
    const modal = await openModal('register');
    fireEvent.change(modal.getByLabelText('Full name'), { target: { value: 'Mai Tran' } });
    fireEvent.change(modal.getByLabelText('Email'), { target: { value: 'mai@example.vn' } });
    fireEvent.change(modal.getByLabelText('Password'), { target: { value: 'secret-pass-1' } });
    fireEvent.change(modal.getByLabelText('Confirm password'), {
      target: { value: 'secret-pass-1' },
    });
    fireEvent.click(modal.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(appStore.get(loginModalAtom)).toMatchObject({
        view: 'verify-otp',
        email: 'mai@example.vn',
      }),
    );
    expect(await screen.findByText(/We sent a 6-digit code to mai@example.vn/)).toBeTruthy();
    // The same screen for an address that has an account (docs/input-and-passwords.md): it says
    // where its owner's mail went, and offers no resend until the server would send one.
    expect(screen.getByText(/Then we e-mailed it a sign-in link instead of a code/)).toBeTruthy();
    const resend = screen.getByRole('button', { name: /Resend in \d+s/ });
    expect(resend.hasAttribute('disabled')).toBe(true);
  });

  it("says why the server refused the password, in the user's language, and stays on register", async () => {
    api.on('POST', '/auth/register', () =>
      api.reply(400, {
        code: 'weak_password',
        detail: 'This password is too common or too easy to guess.',
        fields: { password: 'validation.passwordCommon' },
      }),
    );
    const modal = await openModal('register');
    fireEvent.change(modal.getByLabelText('Full name'), { target: { value: 'Mai Tran' } });
    fireEvent.change(modal.getByLabelText('Email'), { target: { value: 'mai@example.vn' } });
    fireEvent.change(modal.getByLabelText('Password'), { target: { value: 'Password123' } });
    fireEvent.change(modal.getByLabelText('Confirm password'), {
      target: { value: 'Password123' },
    });
    fireEvent.click(modal.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText(/This password is too easy to guess: it is a common/),
    ).toBeTruthy();
    expect(appStore.get(loginModalAtom)).toMatchObject({ view: 'register' });
  });

  it.each([
    ['en', 'This account has been disabled. Please contact support.'],
    ['vi', 'Tài khoản này đã bị vô hiệu hoá. Vui lòng liên hệ bộ phận hỗ trợ.'],
  ])('says in %s that an admin disabled the account', async (language, text) => {
    await i18n.changeLanguage(language);
    api.on('POST', '/auth/login', () =>
      api.reply(403, { code: 'account_disabled', detail: 'This account has been disabled.' }),
    );
    const modal = await openModal('login');
    fireEvent.change(modal.getByLabelText('Email'), { target: { value: 'mai@example.vn' } });
    fireEvent.change(modal.getByLabelText(language === 'vi' ? 'Mật khẩu' : 'Password'), {
      target: { value: 'Correct-Horse-9' },
    });
    fireEvent.click(
      modal.getByRole('button', { name: language === 'vi' ? 'Đăng nhập' : 'Sign in' }),
    );
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('shows check-your-email after forgot-password, and resend goes back with the e-mail prefilled', async () => {
    api.on('POST', '/auth/forgot-password', () => ({ status: 'success', message: 'ok' }));
    const modal = await openModal('forgot-password');
    fireEvent.change(modal.getByLabelText('Email'), { target: { value: 'mai@example.vn' } });
    fireEvent.click(modal.getByRole('button', { name: 'Send link' }));
    expect(await modal.findByTestId('forgot-sent')).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'Resend' }));
    expect((modal.getByLabelText('Email') as HTMLInputElement).value).toBe('mai@example.vn');
  });

  it('clears its content 300 ms after closing, not before', async () => {
    await openModal('register');
    vi.useFakeTimers(); // not advanced by real time: a busy machine would fire the clear early
    try {
      appStore.set(loginModalAtom, {
        ...appStore.get(loginModalAtom),
        open: false,
        email: 'kept@example.vn',
      });
      await vi.advanceTimersByTimeAsync(MODAL_CLEAR_DELAY_MS - 50);
      expect(appStore.get(loginModalAtom)).toMatchObject({
        view: 'register',
        email: 'kept@example.vn',
      });
      await vi.advanceTimersByTimeAsync(100);
      expect(appStore.get(loginModalAtom)).toMatchObject({
        view: 'login',
        email: '',
        returnTo: null,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
