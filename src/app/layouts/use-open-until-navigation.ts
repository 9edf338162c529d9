import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open/closed state for a drawer that closes itself when the route changes (the dashboard's
 * drawer on small screens closes on route change, docs/product-rules.md#navigation). It remembers
 * the path it was opened on, so it is derived, not synchronised by an effect.
 */
export function useOpenUntilNavigation(): [boolean, (open: boolean) => void] {
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  return [openedOn === pathname, (open) => setOpenedOn(open ? pathname : null)];
}
