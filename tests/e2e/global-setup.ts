import type { FullConfig } from '@playwright/test';
import { logInDemo } from './demo-session';

export default async function globalSetup(config: FullConfig): Promise<void> {
  await logInDemo(config);
}
