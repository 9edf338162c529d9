/**
 * A page opened to show its tour (`?tour=1`, the Help page's links) starts it once, then drops
 * the query so a reload or a shared link does not start it again.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TutorialHandle } from './use-tutorial';

const TOUR_PARAM = 'tour';

/** The query that starts a page's tour, e.g. `/virtual-tryon?tour=1`. */
export const START_TOUR_QUERY = `${TOUR_PARAM}=1`;

export function useTourOnRequest(tour: TutorialHandle): void {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TOUR_PARAM) === '1';
  const { start } = tour;
  useEffect(() => {
    if (!requested) return;
    start();
    setParams(
      (current) => {
        current.delete(TOUR_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [requested, start, setParams]);
}
