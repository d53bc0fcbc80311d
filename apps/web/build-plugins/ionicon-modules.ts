import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'ionicon:';
const RESOLVED = `\0${PREFIX}`;

/** One ionicons icon, as `ionicons/icons` exports it (a data URL), read from that module's source. */
export function ioniconSource(source: string, name: string): string {
  const match = new RegExp(`^export const ${name} = ("[^"\n]*");?$`, 'm').exec(source);
  if (!match) throw new Error(`ionicons has no icon named ${JSON.stringify(name)}`);
  return match[1]!;
}

/**
 * `import bag from 'ionicon:bagHandleOutline'`: each icon is a module of its own, so it lands only in the chunks
 * that draw it. Imported by name from `ionicons/icons`, every icon the app uses would sit in one module, and that
 * module in the first load as soon as the first screen draws one of them.
 */
export function ioniconModules(): Plugin {
  let source: string | undefined;
  const icons = () => {
    const folder = dirname(createRequire(import.meta.url).resolve('ionicons/icons'));
    source ??= readFileSync(join(folder, 'index.mjs'), 'utf8');
    return source;
  };
  return {
    name: 'comanda-ionicon-modules',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null),
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      return `export default ${ioniconSource(icons(), id.slice(RESOLVED.length))};`;
    },
  };
}
