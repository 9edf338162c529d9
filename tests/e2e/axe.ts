/**
 * axe's serious and critical WCAG 2.1 A/AA findings on a page as it is (or within a part).
 * Toasts are left out: one caught fading in is measured at part of its opacity, and the toasts
 * have their own checks.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const SERIOUS = new Set(['serious', 'critical']);

export async function seriousViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-scope="toast"]');
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations
    .filter((violation) => SERIOUS.has(violation.impact ?? ''))
    .map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }));
}
