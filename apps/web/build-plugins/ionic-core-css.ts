import type { Plugin } from 'vite';

/**
 * Ionic colours the app never names (`color="…"` on an Ionic component): the toasts use success, danger and
 * dark; primary is the brand. The others' classes and default variables are dead weight in the first load.
 */
const UNUSED_COLORS = 'secondary|tertiary|warning|light|medium';

/** Rules of components the app does not use (menu, accordion, card, datetime, ion-input). */
const UNUSED_SELECTOR = new RegExp(
  `^(?:\\.ion-color-(?:${UNUSED_COLORS})$|(?:\\.ios |\\.md |\\[dir=rtl\\]\\.ios )?\\.menu-content|ion-accordion|ion-card|\\.ion-datetime-button-overlay|ion-input )`,
);
const UNUSED_VARIABLE = new RegExp(`^\\s*--ion-color-(?:${UNUSED_COLORS})`);

/**
 * @ionic/react/css/core.css without the rules above: a rule goes when every one of its selectors is unused, the
 * `:root` block loses the unused colours' variables, and an at-rule left empty goes too. Everything else —
 * modal, page, safe-area and focus rules — stays byte for byte.
 */
export function pruneIonicCoreCss(css: string): string {
  return css
    .replace(/([^{}]+)\{([^{}]*)\}/g, (rule, selector: string, body: string) => {
      const selectors = selector.split(',').map((part) => part.trim());
      if (selectors.every((part) => UNUSED_SELECTOR.test(part))) return '';
      if (selector.trim() !== ':root') return rule;
      const kept = body.split(';').filter((declaration) => !UNUSED_VARIABLE.test(declaration));
      return `${selector}{${kept.join(';')}}`;
    })
    .replace(/@media[^{}]*\{\}/g, '');
}

/** Applies pruneIonicCoreCss to Ionic's core stylesheet at build time (ADR 0032). */
export function ionicCoreCss(): Plugin {
  return {
    name: 'comanda:ionic-core-css',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]@ionic[\\/](react|core)[\\/]css[\\/]core\.css$/ },
      handler(code) {
        return { code: pruneIonicCoreCss(code), map: null };
      },
    },
  };
}
