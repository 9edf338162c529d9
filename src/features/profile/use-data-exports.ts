/**
 * The user's data exports: the list, a new request, and polling while one is being built
 * (the server's job makes the ZIP, then mails its link).
 */
import { useEffect, useState } from 'react';
import type { DataExport } from '../../../common/contracts/account';
import { useApiResource, type ResourceState } from '../../lib/api/use-api-resource';
import { accountApi } from './account.api';

/** How often the list is asked again while an export is pending. */
export const EXPORT_POLL_MS = 4_000;

export interface DataExports {
  state: ResourceState<DataExport[]>;
  retry: () => void;
  /** Asks for a new export; it joins the list as pending. */
  request: () => Promise<void>;
}

export function useDataExports(): DataExports {
  const [round, setRound] = useState(0);
  const list = useApiResource(`exports:${round}`, async (signal) => {
    const { exports } = await accountApi.exports(signal);
    return exports;
  });
  // The last list shown, kept while the next poll is under way (no skeleton flash every 4 s).
  const [shown, setShown] = useState<DataExport[] | null>(null);
  if (list.status === 'ready' && list.data !== shown) setShown(list.data);

  const pending = shown?.some((item) => item.status === 'pending') ?? false;
  useEffect(() => {
    if (!pending || list.status === 'loading') return;
    const timer = setTimeout(() => setRound((current) => current + 1), EXPORT_POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, list.status, round]);

  // A failed poll keeps the list on screen; the next poll tries again.
  const state: ResourceState<DataExport[]> = shown
    ? { status: 'ready', data: shown }
    : list.status === 'error'
      ? list
      : { status: 'loading' };
  return {
    state,
    retry: list.retry,
    async request() {
      const created = await accountApi.requestExport();
      setShown((current) => [created, ...(current ?? [])]);
      setRound((current) => current + 1);
    },
  };
}
