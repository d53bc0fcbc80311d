import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lays nothing out and has no element scrolling; screens that scroll a section into view call it.
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.dataLayer = [];
});
