/**
 * The start-up line that says whether the dev tools are on, and why (docs/dev-tools.md): the
 * dev mailbox, the /dev-tools page and the demo account come and go together.
 */
import { PATHS } from '../common/routes';
import type { Config } from './config';
import { DEMO_ACCOUNT } from './seed';
import { isLoopbackHost } from './http/loopback';

type DevToolsConfig = Pick<Config, 'DEV_TOOLS' | 'NODE_ENV' | 'HOST' | 'SMTP_URL'>;

export function devToolsSummary(config: DevToolsConfig): string {
  if (config.DEV_TOOLS) {
    return (
      `Dev tools on (loopback only): dev mailbox at ${PATHS.devTools}, ` +
      `demo account ${DEMO_ACCOUNT.email}`
    );
  }
  const codesInLog =
    config.NODE_ENV !== 'production' && !config.SMTP_URL
      ? '; sign-up codes and reset links are in this log only'
      : '';
  return `Dev tools off (${whyOff(config)}): no dev mailbox, no demo account${codesInLog}`;
}

function whyOff(config: DevToolsConfig): string {
  if (config.NODE_ENV === 'production') return 'NODE_ENV=production';
  if (!isLoopbackHost(config.HOST)) {
    return `HOST ${config.HOST} is not a loopback address; DEV_TOOLS=1 turns them on for this machine`;
  }
  return 'DEV_TOOLS=0';
}
