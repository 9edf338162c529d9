/**
 * Fills the service worker's caches with what a visitor may open next without a connection
 * (the blog opens offline after a first visit, docs/architecture.md#service-worker). It runs once
 * the worker controls the page, when the browser is idle, at most once a day per language; the data
 * then stays fresh through the worker's network-first strategy whenever the pages are opened
 * online.
 */
import { useEffect } from 'react';
import type { Language } from '../lib/i18n/languages';
import { useLanguage } from '../lib/i18n/use-language';

/** Do not rename: the last warm-up's time per language is kept under this key. */
const WARMED_KEY = 'studio.pwa.warmed';
const WARM_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** After the first view has settled: warming never competes with the page itself. */
const WARM_DELAY_MS = 3_000;

function warmedRecently(key: string): boolean {
  try {
    return Date.now() - Number(localStorage.getItem(key) ?? 0) < WARM_INTERVAL_MS;
  } catch {
    return false;
  }
}

function controlled(): Promise<void> {
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

async function warm(lang: Language, key: string, signal: AbortSignal): Promise<void> {
  // Offline there is nothing to fetch (the worker would only log failed requests).
  if (!navigator.onLine) return;
  try {
    const { warmBlogFirstPage } = await import('../features/blog/warm-blog-cache');
    await warmBlogFirstPage(lang, signal);
    localStorage.setItem(key, String(Date.now()));
  } catch {
    // Offline, refused or left: the next visit tries again.
  }
}

export function OfflineWarmup() {
  const lang = useLanguage();
  useEffect(() => {
    const key = `${WARMED_KEY}.${lang}`;
    if (!('serviceWorker' in navigator) || warmedRecently(key)) return;
    const controller = new AbortController();
    const abort = () => controller.abort();
    window.addEventListener('offline', abort);
    let timer: ReturnType<typeof setTimeout> | undefined;
    void controlled().then(() => {
      if (controller.signal.aborted) return;
      timer = setTimeout(() => void warm(lang, key, controller.signal), WARM_DELAY_MS);
    });
    return () => {
      controller.abort();
      clearTimeout(timer);
      window.removeEventListener('offline', abort);
    };
  }, [lang]);
  return null;
}
