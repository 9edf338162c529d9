/**
 * The home page's guided tour. Loaded only when the visitor asks for it, so the overlay's code
 * and copy never weigh on the first visit; it starts as soon as it mounts.
 */
import { useEffect } from 'react';
import { TutorialOverlay } from '../../../components/tutorial/TutorialOverlay';
import { useTutorial } from '../../../components/tutorial/use-tutorial';
import { homeTutorial } from './home.tour';

export default function HomeTour() {
  const tour = useTutorial(homeTutorial);
  const { start } = tour;
  useEffect(() => start(), [start]);
  return <TutorialOverlay tutorial={tour} />;
}
