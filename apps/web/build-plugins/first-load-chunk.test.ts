import { describe, expect, it } from 'vitest';
import { firstLoadChunk, type ModuleGraph, reachable, SHARED_CHUNK } from './first-load-chunk.ts';

/**
 * index and operador both load react at start; index's ionic imports a chunk that imports it back (a cycle); the
 * operator board loads its parser at start, and lazily a chart that index loads at start.
 */
const STATIC: Record<string, string[]> = {
  'index.html': ['main.tsx'],
  'main.tsx': ['react', 'ionic', 'menu.tsx'],
  'menu.tsx': ['react', 'chart'],
  ionic: ['ionic-chunk'],
  'ionic-chunk': ['ionic'],
  'operador.html': ['operator.tsx'],
  'operator.tsx': ['react', 'parser'],
  react: [],
  parser: [],
  chart: [],
  'lazy.tsx': ['parser', 'ionic'],
};
const DYNAMIC: Record<string, string[]> = { 'main.tsx': ['lazy.tsx'], 'operator.tsx': ['chart'] };

/** Like the bundler's, it hands out the same object for a module throughout a pass. */
function graph(): ModuleGraph & { infos: number } {
  const infos = new Map(
    Object.entries(STATIC).map(([id, importedIds]) => [
      id,
      { importedIds, dynamicallyImportedIds: DYNAMIC[id] ?? [] },
    ]),
  );
  return {
    infos: 0,
    getModuleInfo(id) {
      this.infos++;
      return infos.get(id) ?? null;
    },
  };
}

const PAGES = { index: 'index.html', operador: 'operador.html' };

describe('the first-load chunk', () => {
  it('follows static imports through cycles, and dynamic ones when asked', () => {
    const initial = ['index.html', 'main.tsx', 'menu.tsx', 'react', 'ionic', 'ionic-chunk', 'chart'];
    expect([...reachable('index.html', graph())].sort()).toEqual(initial.sort());
    expect([...reachable('index.html', graph(), true)].sort()).toEqual(
      [...initial, 'lazy.tsx', 'parser'].sort(),
    );
  });

  it('puts what only the page loads in its chunk, what all load at start in the shared one, and leaves the rest', () => {
    const group = firstLoadChunk(PAGES, 'index');
    const modules = graph();
    const named = Object.fromEntries(Object.keys(STATIC).map((id) => [id, group.name(id, modules)]));
    expect(named).toEqual({
      'index.html': 'index',
      'main.tsx': 'index',
      'menu.tsx': 'index',
      ionic: 'index',
      'ionic-chunk': 'index',
      react: SHARED_CHUNK,
      // the board loads it later: in the customer app's entry chunk, it would run the customer app
      chart: null,
      'operador.html': null,
      'operator.tsx': null,
      parser: null,
      'lazy.tsx': null,
    });
  });

  it('walks the graph once per chunking pass', () => {
    const group = firstLoadChunk(PAGES, 'index');
    const modules = graph();
    group.name('react', modules);
    const walked = modules.infos;
    group.name('menu.tsx', modules);
    group.name('parser', modules);
    expect(modules.infos - walked).toBe(2);
  });

  it('takes nothing when the page is not in the graph', () => {
    expect(firstLoadChunk({ index: 'missing.html' }, 'index').name('react', graph())).toBeNull();
  });
});
