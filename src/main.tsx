import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { config as configureZod } from 'zod/v4/core';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/register-service-worker';

// Before anything else: the browser may offer installing as soon as the page loads.
listenForInstallPrompt();
// The CSP forbids eval: zod's compiled parsers would probe `new Function`, which Chromium
// reports as a CSP violation (Lighthouse best practices). The interpreted parsers suffice.
configureZod({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();
