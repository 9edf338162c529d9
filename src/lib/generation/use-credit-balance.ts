/** The user's credit balance for the check before generating, fresh from GET /api/dashboard. */
import { useCallback, useEffect, useState } from 'react';
import { generationsApi } from '../api/generations';

export function useCreditBalance(initial: number | null) {
  const [balance, setBalance] = useState<number | null>(initial);
  const refresh = useCallback(
    () =>
      generationsApi.dashboard().then(
        (stats) => setBalance(stats.credits),
        () => undefined, // the last known balance stays; the server checks again anyway
      ),
    [],
  );
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { balance, refresh };
}
