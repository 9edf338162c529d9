import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { finishFakeApi } from './fake-api/fake-api';

/**
 * How long findBy* and waitFor wait, in ms, unless a call says otherwise. Pages, dialogs and
 * their locale files load lazily, and on a busy machine (CI, two cores, other runs beside) that
 * takes seconds: Testing Library's default second made such waits flaky. The test timeout
 * (vitest.config.ts, the web project) leaves room for several of them.
 */
const ASYNC_UTIL_TIMEOUT_MS = 10_000;
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

// Tests read English; the language-toggle test switches to Vietnamese itself.
localStorage.setItem('studio.language', 'en');

// jsdom lacks these browser APIs that Chakra's components (via zag) touch.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as unknown as MediaQueryList;
window.scrollTo = () => {};
// jsdom has no object URLs, and Node's own refuses what fake-indexeddb gives back for a Blob:
// pictures only need a string to show.
URL.createObjectURL = () => 'blob:test';
URL.revokeObjectURL = () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  // After the page is gone: puts fetch back, and fails the test if a request found no route.
  finishFakeApi();
});
