import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { finishFakeApi } from './fake-api/fake-api';

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
