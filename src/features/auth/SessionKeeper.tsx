/**
 * Restores the session at start and collects a Google redirect sign-in
 * (docs/product-rules.md#session, docs/product-rules.md#google-sign-in). The Google code (and its
 * validation) loads only when a redirect is pending.
 */
import { Suspense, useEffect, useState } from 'react';
import { i18n } from '../../lib/i18n/i18n';
import { deferredComponent, useDeferredComponent } from '../../lib/lazy/deferred-component';
import { REDIRECT_PENDING_KEY } from './google/firebase-port';
import { restoreSession } from './session';

const redirectCollector = deferredComponent(async () => {
  const [module] = await Promise.all([
    import('./google/GoogleRedirectCollector'),
    i18n.loadNamespaces('auth'),
  ]);
  return module.GoogleRedirectCollector;
});

export function SessionKeeper() {
  useEffect(() => {
    void restoreSession();
  }, []);
  const [redirectPending] = useState(() => sessionStorage.getItem(REDIRECT_PENDING_KEY) === '1');
  const [Collector, load] = useDeferredComponent(redirectCollector);
  useEffect(() => {
    if (redirectPending) load();
  }, [redirectPending, load]);
  return Collector ? (
    <Suspense fallback={null}>
      <Collector />
    </Suspense>
  ) : null;
}
