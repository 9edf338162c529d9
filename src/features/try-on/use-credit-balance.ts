/** The user's credit balance for the cost check (spec §5), fresh from GET /api/dashboard. */
import { useCallback, useEffect, useState } from 'react';
import { generationsApi } from '../../lib/api/generations';

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
