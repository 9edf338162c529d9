/**
 * The user's credit balance for the check before generating, fresh from GET /api/dashboard.
 * `unavailable` says the last read failed, so the page can say the balance is not current.
 */
import { useCallback, useEffect, useState } from 'react';
import { generationsApi } from '../api/generations';

export function useCreditBalance(initial: number | null) {
  const [balance, setBalance] = useState<number | null>(initial);
  const [unavailable, setUnavailable] = useState(false);
  const refresh = useCallback(
    () =>
      generationsApi.dashboard().then(
        (stats) => {
          setBalance(stats.credits);
          setUnavailable(false);
        },
        // The last known balance stays; the server checks again anyway.
        () => setUnavailable(true),
      ),
    [],
  );
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { balance, unavailable, refresh };
}
