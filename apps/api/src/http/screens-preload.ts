import { SCREENS_CHUNK_META } from '@comanda/contract';

/** A built asset's path: the build names its files /assets/<name>-<hash>.<js|css>. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * The app's page for an address other than the menu's (a product, the bag, an order opened from a link): the files
 * of the lazy screens' chunk, which the build names in a meta element, are asked for with the page, beside the
 * first load, instead of after it has downloaded and run (ADR 0140). Scripts as module preloads (fetched and
 * compiled, run only when the screen is opened), stylesheets as style preloads. A page without the meta is returned
 * as it is. `metaName` names another list: the first lazy chunk's alone (ORDER_SCREENS_META, ADR 0140).
 */
export function withScreensPreload(html: Buffer, metaName: string = SCREENS_CHUNK_META): Buffer {
  const page = html.toString('utf8');
  const meta = new RegExp(`<meta name="${metaName}" content="([^"]*)"`).exec(page);
  const files = (meta?.[1] ?? '').split(/\s+/).filter((file) => ASSET.test(file));
  const at = page.indexOf('</head>');
  if (files.length === 0 || at < 0) return html;
  const links = files
    .map((file) =>
      file.endsWith('.js')
        ? `<link rel="modulepreload" crossorigin href="${file}">`
        : `<link rel="preload" as="style" crossorigin href="${file}">`,
    )
    .join('');
  return Buffer.from(`${page.slice(0, at)}${links}${page.slice(at)}`, 'utf8');
}
