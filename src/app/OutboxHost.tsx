/**
 * Runs the outbox (docs/architecture.md#the-outbox) while someone is signed in. Its code is fetched
 * then, so a visitor's first page never carries it.
 */
import { useEffect } from 'react';
import { sessionAtom } from '../features/auth/session.atoms';
import { useAtomValue } from '../lib/state';

export function OutboxHost() {
  const session = useAtomValue(sessionAtom);
  const userId = session.status === 'signed-in' ? session.user.id : null;
  useEffect(() => {
    if (!userId) return;
    let live = true;
    let disconnect: (() => void) | undefined;
    import('./outbox-bridge').then(
      ({ connectOutbox }) => {
        if (live) disconnect = connectOutbox();
      },
      () => undefined, // offline before the code was cached: the next start tries again
    );
    return () => {
      live = false;
      disconnect?.();
    };
  }, [userId]);
  return null;
}
