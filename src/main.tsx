// First: the router starts loading the page's code while everything below evaluates.
import { appRouter } from './app/app-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { config as configureZod } from 'zod/v4/core';
// Chakra's reset, global styles and token variables, computed at build time (empty in dev).
import 'virtual:chakra-global.css';
import { AppProviders } from './app/providers';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/register-service-worker';

// Before anything else: the browser may offer installing as soon as the page loads.
listenForInstallPrompt();
// The CSP forbids eval: zod's compiled parsers would probe `new Function`, which Chromium
// reports as a CSP violation (Lighthouse best practices). The interpreted parsers suffice.
configureZod({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition: React renders the first screen in small slices that leave the main thread free
// for input, instead of one long task (mobile Lighthouse counted ~800 ms of blocking time).
startTransition(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={appRouter} />
      </AppProviders>
    </StrictMode>,
  ),
);

registerServiceWorker();
