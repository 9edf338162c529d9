/** Renders the real route tree in memory, with a chosen session and screen. */
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { AppProviders } from '../../src/app/providers';
import { AppRoutes } from '../../src/app/router';
import {
  CLOSED_LOGIN_MODAL,
  loginModalAtom,
  sessionAtom,
  type Session,
} from '../../src/features/auth/session.atoms';
import { i18nReady } from '../../src/lib/i18n/i18n';
import { appStore } from '../../src/lib/state';

const DESKTOP_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

export function setScreen(width: number, userAgent = DESKTOP_AGENT): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: userAgent });
}

export async function renderApp(path: string, session: Session = { status: 'signed-out' }) {
  await i18nReady;
  appStore.set(sessionAtom, session);
  appStore.set(loginModalAtom, CLOSED_LOGIN_MODAL);
  const current: { location: Location | null } = { location: null };
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  /** Where the app is now (after its redirects). */
  const location = () => current.location!;
  return { ...view, location };
}
