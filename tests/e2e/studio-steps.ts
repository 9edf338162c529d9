/** Steps every studio spec takes: open a studio signed in, and a Continue the wizard refuses. */
import type { Page } from '@playwright/test';
import { signInWith, type StoredSession } from './demo-session';
import { expect } from './fixtures';

/** Signs the account in and opens the studio at `path`, once its page (`studioTestId`) shows. */
export async function openStudio(
  page: Page,
  session: StoredSession,
  path: string,
  studioTestId: string,
) {
  await signInWith(page, session);
  await page.goto(path);
  await expect(page.getByTestId(studioTestId)).toBeVisible();
}

/** Continue is pressed too early: the wizard stays on its step and says what is missing. */
export async function expectContinueRefused(page: Page, message: string) {
  await page.getByTestId('wizard-continue').click();
  await expect(page.getByTestId('wizard-validation')).toHaveText(message);
}
