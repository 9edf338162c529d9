/** /api-management for the signed-in user (RequireAuth guards the route). */
import { ApiManagementPage } from '../../features/api-management/ApiManagementPage';
import { sessionAtom } from '../../features/auth/session.atoms';
import { i18n } from '../../lib/i18n/i18n';
import { useAtomValue } from '../../lib/state';

// The page's copy is loaded before its first render, as /history's (see HistoryRoute).
await i18n.loadNamespaces(['api']).catch(() => undefined);

export default function ApiManagementRoute() {
  const session = useAtomValue(sessionAtom);
  if (session.status !== 'signed-in') return null;
  return <ApiManagementPage key={session.user.id} />;
}
