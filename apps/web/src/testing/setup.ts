import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's first render (lazy chunks, Ionic's components) can take over a second on a 2-core machine running the
// other suites: findBy… and waitFor wait up to 5 s instead of 1 s. Assertions that hold pass as soon as they hold.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out and has no element scrolling; screens that scroll a section into view call it.
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.dataLayer = [];
});
