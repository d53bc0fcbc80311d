import { describe, expect, it } from 'vitest';
import { withScreensPreload } from './screens-preload.ts';

const page = (meta: string) =>
  Buffer.from(`<!doctype html><head><title>t</title>${meta}</head><body></body>`);

describe('withScreensPreload', () => {
  it('preloads the named scripts as modules and the stylesheets as styles, before </head>', () => {
    const html = withScreensPreload(
      page('<meta name="comanda-tela-arquivos" content="/assets/a-1.js  /assets/b-2.css">'),
    ).toString();
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/a-1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/b-2.css"></head>',
    );
  });

  it('reads the list of the meta named, when given one', () => {
    const html = withScreensPreload(
      page(
        '<meta name="comanda-tela-arquivos" content="/assets/a-1.js">' +
          '<meta name="comanda-tela-arquivos-pedido" content="/assets/c-3.js">',
      ),
      'comanda-tela-arquivos-pedido',
    ).toString();
    expect(html.match(/<link /g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/c-3.js"></head>');
  });

  it('leaves a page without the meta, or with an empty one, as it is', () => {
    for (const meta of ['', '<meta name="comanda-tela-arquivos" content="">']) {
      const original = page(meta);
      expect(withScreensPreload(original).equals(original)).toBe(true);
    }
  });

  it('takes only built asset paths: nothing else from the page becomes a link', () => {
    const html = withScreensPreload(
      page(
        '<meta name="comanda-tela-arquivos" content="https://evil.example/x.js /assets/ok-1.js /assets/../x.js javascript:1">',
      ),
    ).toString();
    expect(html.match(/<link /g)).toHaveLength(1);
    expect(html).toContain('href="/assets/ok-1.js"');
  });
});
