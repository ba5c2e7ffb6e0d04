import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../platform/i18n';
import { en } from '../platform/i18n/en';
import { id } from '../platform/i18n/id';
import { addDictionary } from '../platform/i18n/load-dictionary';

// The app fetches a language's whole dictionary with its shell; a test renders any page at once.
addDictionary('id', id);
addDictionary('en', en);

// findBy/waitFor wait for a real answer (a stubbed fetch, a rendered dialog). On two cores shared
// with the other test files a busy worker takes over the default 1 s now and then (seen in
// PreviewPopups' false-alert test); a test that is wrong still fails, 5 s later.
configure({ asyncUtilTimeout: 5_000 });

/**
 * jsdom has no layout engine, so media queries are answered from window.innerWidth: a test sets the
 * width (390 for a phone) and antd's breakpoints follow, as in a real browser.
 */
function matchesQuery(query: string, width: number): boolean {
  const conditions = query.match(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g) ?? [];
  if (conditions.length === 0) return false;
  return conditions.every((condition) => {
    const [, kind, value] = /\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/.exec(condition) ?? [];
    return kind === 'min' ? width >= Number(value) : width <= Number(value);
  });
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: matchesQuery(query, window.innerWidth),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom lays nothing out, so there is never a size change to report.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver });
}

// antd measures scrollbars through pseudo-element styles, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

export const DESKTOP_WIDTH = 1280;
window.innerWidth = DESKTOP_WIDTH;

afterEach(async () => {
  cleanup();
  localStorage.clear();
  window.innerWidth = DESKTOP_WIDTH;
  await i18n.changeLanguage('id');
});
