/**
 * Asks before unsaved edits are lost (docs/admin.md#blog-management): closing or reloading the
 * tab gets the browser's own question; a click on a link of the app (the sidebar, a breadcrumb)
 * and the editor's own Back button get ours, through `pending`. While edits are unsaved an app
 * update waits too (src/lib/pwa/unsaved-work.ts). The router is a declarative one, which has no
 * navigation blocker, so links are caught as they are clicked.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUnsavedWork } from '../../../lib/pwa/unsaved-work';

/** The same-origin path a click on `target` would open, if it is a plain in-app link. */
function inAppLink(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  /** Where the admin asked to go, while we ask whether to drop the edits. */
  const [pending, setPending] = useState<(() => void) | null>(null);
  useUnsavedWork('admin-blog-editor', dirty);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const path = inAppLink(event);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => navigate(path));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, navigate]);

  return {
    /** A leave waiting for the admin's answer. */
    asking: pending !== null,
    /** Runs `leave` now when nothing is unsaved, else once the admin agrees. */
    guard: (leave: () => void) => (dirty ? setPending(() => leave) : leave()),
    confirm: async () => {
      const leave = pending;
      setPending(null);
      leave?.();
    },
    cancel: () => setPending(null),
  };
}
