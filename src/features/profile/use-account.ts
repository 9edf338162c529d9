/**
 * The account the page shows: loaded once, then replaced by the answer of each change (the
 * account calls answer the whole account), so a save never costs a second request. Every new
 * version is handed to `onUser`, so the rest of the app (the sidebar's card) shows it too.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import type { Account } from '../../../common/contracts/account';
import type { User } from '../../../common/contracts/auth';
import { useApiResource } from '../../lib/api/use-api-resource';
import { accountApi } from './account.api';

export type AccountState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; account: Account; replace: (account: Account) => void };

export function useAccount(onUser: (user: User) => void): AccountState {
  const resource = useApiResource('account', (signal) => accountApi.get(signal));
  const [replaced, setReplaced] = useState<Account | null>(null);
  const account = replaced ?? (resource.status === 'ready' ? resource.data : null);

  const announce = useEffectEvent((user: User) => onUser(user));
  const user = account?.user;
  useEffect(() => {
    if (user) announce(user);
  }, [user]);

  if (account) return { status: 'ready', account, replace: setReplaced };
  if (resource.status === 'error')
    return { status: 'error', error: resource.error, retry: resource.retry };
  return { status: 'loading' };
}
