/**
 * Above every layout: the document head (title, description, link previews), the login modal
 * (and the sign-up a 'Start free' link asks for),
 * toasts, the update prompt, storage-quota notices, the offline cache's warm-up and the outbox.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../components/page/use-page-meta';
import { Toaster } from '../components/toaster';
import { LoginModalHost } from '../features/auth/modal/LoginModalHost';
import { SignUpParam } from '../features/auth/modal/SignUpParam';
import { SessionKeeper } from '../features/auth/SessionKeeper';
import { UpdatePrompt } from '../features/offline/UpdatePrompt';
import { StorageQuotaNotice } from '../features/pwa/StorageQuotaNotice';
import { OfflineWarmup } from './OfflineWarmup';
import { OutboxHost } from './OutboxHost';
import { useRouteHandle } from './route-handle';
import { ScrollRestoration } from '../components/page/ScrollRestoration';

/** The route's title and description (from its handle) in the current language. */
function RouteMeta() {
  const { t } = useTranslation(['common', 'seo']);
  const handle = useRouteHandle();
  useRouteMeta(
    handle?.titleKey ? t(handle.titleKey) : undefined,
    t(handle?.descriptionKey ?? 'seo:default'),
  );
  return null;
}

export function AppRoot() {
  return (
    <>
      {/* Its own boundary: the page never waits for the descriptions' file. */}
      <Suspense fallback={null}>
        <RouteMeta />
      </Suspense>
      <SessionKeeper />
      <Outlet />
      <LoginModalHost />
      <SignUpParam />
      <UpdatePrompt />
      <StorageQuotaNotice />
      <OfflineWarmup />
      <OutboxHost />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
