import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// CI shares two cores between every suite: wait for the DOM as long as a test may run, not testing-library's 1 s.
configure({ asyncUtilTimeout: 10_000 });

// What jsdom lacks and Chakra (Ark UI / Zag) expects of a browser.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
class IntersectionObserverStub extends ResizeObserverStub {
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};
Element.prototype.scrollTo ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.title = '';
  vi.useRealTimers();
});
