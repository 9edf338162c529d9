import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open/closed state for a drawer that closes itself when the route changes (spec §2: "The
 * dashboard's mobile drawer closes on route change"). It remembers the path it was opened on,
 * so it is derived, not synchronised by an effect.
 */
export function useOpenUntilNavigation(): [boolean, (open: boolean) => void] {
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  return [openedOn === pathname, (open) => setOpenedOn(open ? pathname : null)];
}
