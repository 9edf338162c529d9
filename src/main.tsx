// First: the page's code starts downloading while everything below evaluates.
import './app/preload-current-route';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
// Chakra's reset, global styles and token variables, computed at build time (empty in dev).
import 'virtual:chakra-global.css';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/register-service-worker';
import { makeZodJitless } from './lib/validation/zod-jitless';

// Before anything else: the browser may offer installing as soon as the page loads.
listenForInstallPrompt();
makeZodJitless();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition: React renders the first screen in small slices that leave the main thread free
// for input, instead of one long task (mobile Lighthouse counted ~800 ms of blocking time).
startTransition(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);

registerServiceWorker();
