/** /history for the signed-in user (RequireAuth guards the route). */
import { sessionAtom } from '../../features/auth/session.atoms';
import { HistoryPage } from '../../features/history/HistoryPage';
import { i18n } from '../../lib/i18n/i18n';
import { useAtomValue } from '../../lib/state';

// The page's copy is loaded before its first render: a page that suspends on a locale file is
// revealed only after React's 300 ms Suspense throttle (/history offline under 1 s,
// docs/architecture.md#performance-goals).
// Offline, the files come from the service worker; a failure leaves the page to suspend as usual.
await i18n.loadNamespaces(['history', 'generation', 'media']).catch(() => undefined);

export default function HistoryRoute() {
  const session = useAtomValue(sessionAtom);
  if (session.status !== 'signed-in') return null;
  return <HistoryPage key={session.user.id} owner={session.user.id} />;
}
