import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LAZY_CHUNKS_META,
  PREFETCH_STEP,
  prefetchLazyScreens,
  prefetchLazyScreensWhenIdle,
} from './prefetch-lazy-screens.ts';

/** CSS.escape as the CSSOM spec defines it: browsers have it, jsdom does not. */
function cssEscape(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const char = value.charAt(i);
    if (code === 0) out += '\uFFFD';
    else if (
      (code >= 0x1 && code <= 0x1f) ||
      code === 0x7f ||
      (i === 0 && code >= 0x30 && code <= 0x39) ||
      (i === 1 && code >= 0x30 && code <= 0x39 && value.charCodeAt(0) === 0x2d)
    )
      out += `\\${code.toString(16)} `;
    else if (i === 0 && value.length === 1 && code === 0x2d) out += `\\${char}`;
    else if (code >= 0x80 || code === 0x2d || code === 0x5f || /[0-9A-Za-z]/.test(char)) out += char;
    else out += `\\${char}`;
  }
  return out;
}

beforeEach(() => {
  vi.stubGlobal('CSS', { escape: cssEscape });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function page(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('Hanami Sushi');
  doc.head.innerHTML = '<script type="module" src="/assets/index-abc.js"></script>';
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = LAZY_CHUNKS_META;
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

const prefetched = (doc: Document) =>
  [...doc.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);

describe('prefetchLazyScreens', () => {
  it("asks the browser to prefetch each lazy screen's file, once", () => {
    const doc = page('/assets/sacola-1a2b.js /assets/sacola-3c4d.css');
    expect(LAZY_CHUNKS_META).toBe('comanda-lazy-chunks');
    expect(prefetchLazyScreens(doc)).toBe(2);
    expect(prefetched(doc)).toEqual([
      ['prefetch', '/assets/sacola-1a2b.js'],
      ['prefetch', '/assets/sacola-3c4d.css'],
    ]);
    expect(prefetchLazyScreens(doc)).toBe(0);
    expect(prefetched(doc)).toHaveLength(2);
  });

  it('reads a list spaced with any white space', () => {
    const doc = page('  /assets/a.js\n\t/assets/b.css   ');
    expect(prefetchLazyScreens(doc)).toBe(2);
    expect(prefetched(doc).map(([, href]) => href)).toEqual(['/assets/a.js', '/assets/b.css']);
  });

  it('leaves out a file the page already links', () => {
    const doc = page('/assets/a.js /assets/b.css');
    const preload = doc.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = '/assets/a.js';
    doc.head.append(preload);
    expect(prefetchLazyScreens(doc)).toBe(1);
    expect(prefetched(doc)).toEqual([
      ['modulepreload', '/assets/a.js'],
      ['prefetch', '/assets/b.css'],
    ]);
  });

  it('compares names with characters a selector would read as syntax', () => {
    const doc = page('/assets/a"b].js /assets/c.js');
    const linked = doc.createElement('link');
    linked.rel = 'prefetch';
    linked.href = '/assets/a"b].js';
    doc.head.append(linked);
    expect(prefetchLazyScreens(doc)).toBe(1);
    expect(prefetched(doc).map(([, href]) => href)).toEqual(['/assets/a"b].js', '/assets/c.js']);
  });

  it('does nothing without the tag, or with an empty one', () => {
    const none = page(null);
    expect(prefetchLazyScreens(none)).toBe(0);
    expect(prefetched(none)).toEqual([]);
    const empty = page('');
    expect(prefetchLazyScreens(empty)).toBe(0);
    expect(prefetched(empty)).toEqual([]);
  });

  it('reads the page it runs in by default', () => {
    const meta = document.createElement('meta');
    meta.name = LAZY_CHUNKS_META;
    meta.content = '/assets/conta-9f.js';
    document.head.append(meta);
    try {
      expect(prefetchLazyScreens()).toBe(1);
      expect(document.head.querySelector('link[rel="prefetch"]')?.getAttribute('href')).toBe(
        '/assets/conta-9f.js',
      );
    } finally {
      meta.remove();
      document.head.querySelector('link[rel="prefetch"]')?.remove();
    }
  });
});

describe('prefetching in steps', () => {
  it('asks for at most the number given, the rest on the next calls', () => {
    const doc = page('/assets/a.js /assets/b.js /assets/c.css /assets/d.js /assets/e.js');
    expect(prefetchLazyScreens(doc, 2)).toBe(2);
    expect(prefetchLazyScreens(doc, 2)).toBe(2);
    expect(prefetchLazyScreens(doc, 2)).toBe(1);
    expect(prefetchLazyScreens(doc, 2)).toBe(0);
    expect(prefetched(doc).map(([, href]) => href)).toEqual([
      '/assets/a.js',
      '/assets/b.js',
      '/assets/c.css',
      '/assets/d.js',
      '/assets/e.js',
    ]);
  });

  it('asks for every file, one idle moment per step, and stops once all are asked for', () => {
    const files = Array.from({ length: PREFETCH_STEP * 2 + 1 }, (_, i) => `/assets/f${i}.js`);
    const meta = document.createElement('meta');
    meta.name = LAZY_CHUNKS_META;
    meta.content = files.join(' ');
    document.head.append(meta);
    const idle: Array<() => void> = [];
    try {
      prefetchLazyScreensWhenIdle((task) => idle.push(task));
      const asked = () => document.head.querySelectorAll('link[rel="prefetch"]').length;
      const counts: number[] = [];
      while (idle.length > 0) {
        idle.shift()!();
        counts.push(asked());
      }
      expect(counts).toEqual([PREFETCH_STEP, PREFETCH_STEP * 2, files.length, files.length]);
    } finally {
      meta.remove();
      for (const link of document.head.querySelectorAll('link[rel="prefetch"]')) link.remove();
    }
  });
});
