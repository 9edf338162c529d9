/** Renders one component with the app's providers and a memory router, for component tests. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/app/providers';
import { i18n, i18nReady } from '../../src/lib/i18n/i18n';

/** Loads the translations first, so the render itself never suspends (and needs no timers). */
export async function loadTranslations(namespaces: string[] = []): Promise<void> {
  await i18nReady;
  await i18n.loadNamespaces(namespaces);
}

export function renderWithProviders(ui: ReactNode) {
  return render(
    <AppProviders>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
