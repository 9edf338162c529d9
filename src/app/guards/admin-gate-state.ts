/** The admin gate's states (docs/product-rules.md#admin-area): checking, then denied or allowed. */
import type { Session } from '../../features/auth/session.atoms';

export type AdminGateState = 'checking' | 'denied' | 'allowed';

/**
 * How long a non-admin sees the Access Denied view before being sent home
 * (docs/product-rules.md#admin-area).
 */
export const ADMIN_DENIED_REDIRECT_MS = 5_000;

export function adminGateState(session: Session): AdminGateState {
  if (session.status === 'checking') return 'checking';
  return session.status === 'signed-in' && session.user.is_admin ? 'allowed' : 'denied';
}
