/** What the bundler's chunking pass tells about a module. */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** The chunk of the modules that several pages load at start (React): no page's own code, so any can import it. */
export const SHARED_CHUNK = 'shared';

/**
 * The modules `entry` imports, directly or not, itself included: those it loads at start (static imports), or with
 * `lazy` every module it can ever load (dynamic imports too).
 */
export function reachable(entry: string, graph: ModuleGraph, lazy = false): Set<string> {
  const reached = new Set<string>([entry]);
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = graph.getModuleInfo(id);
    for (const next of lazy
      ? [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]
      : (info?.importedIds ?? []))
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
  }
  return reached;
}

interface PageModules {
  /** What the page loads at start. */
  initial: Set<string>;
  /** What the other pages load at start, and what they can load at all. */
  othersInitial: Set<string>;
  othersAll: Set<string>;
}

/**
 * A code-splitting group that puts the modules page `page` loads at start in one file (ADR 0140): those no other page
 * can load in the page's entry chunk, those other pages load at start too (React) in one chunk they share. Left
 * alone, the bundler splits them into a dozen files by which lazy chunks also use them; compressed one by one they
 * cost the first load 3.6 KB more, and the browser a dozen requests. A module another page can load only later is
 * left to the bundler: in the entry chunk, the other page would run this page's code. `pages` maps each page's name
 * to its entry module (the build's `input`).
 */
export function firstLoadChunk(pages: Record<string, string>, page: string) {
  const byPass = new WeakMap<object, PageModules>();
  const modulesOf = (graph: ModuleGraph): PageModules | undefined => {
    const entry = pages[page];
    const key = entry === undefined ? null : graph.getModuleInfo(entry);
    if (!entry || !key) return undefined;
    let modules = byPass.get(key);
    if (!modules) {
      const others = Object.entries(pages).filter(([name]) => name !== page);
      modules = {
        initial: reachable(entry, graph),
        othersInitial: new Set(others.flatMap(([, other]) => [...reachable(other, graph)])),
        othersAll: new Set(others.flatMap(([, other]) => [...reachable(other, graph, true)])),
      };
      byPass.set(key, modules);
    }
    return modules;
  };
  return {
    name: (id: string, graph: ModuleGraph): string | null => {
      const modules = modulesOf(graph);
      if (!modules?.initial.has(id)) return null;
      if (!modules.othersAll.has(id)) return page;
      return modules.othersInitial.has(id) ? SHARED_CHUNK : null;
    },
    // what an entry imports statically: the only modules `name` needs to look at
    tags: ['$initial' as const],
    // a captured module's imports are captured only where `name` puts them
    includeDependenciesRecursively: false,
  };
}
