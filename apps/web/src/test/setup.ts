import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { mediaQueryList } from './screen-width.ts';
import { removeUploadLimit } from './upload-limit.ts';

// findBy*/waitFor give up after 1 s by default; a busy CI machine (two cores, several test workers) can take longer
// to render a lazy route. A missing element still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the browser APIs Mantine relies on.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => mediaQueryList(query, false),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
// Mantine's autosize Textarea waits on document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      ready: Promise.resolve(),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}

afterEach(() => {
  cleanup();
  // Toasts live in a store of their own, outside the rendered tree: one test's toast is not the next one's.
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  removeUploadLimit();
  vi.useRealTimers();
});
