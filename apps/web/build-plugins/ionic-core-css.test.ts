import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pruneIonicCoreCss } from './ionic-core-css.ts';

const require = createRequire(import.meta.url);
const core = readFileSync(require.resolve('@ionic/react/css/core.css'), 'utf8');
const pruned = pruneIonicCoreCss(core);

describe("pruning Ionic's core stylesheet", () => {
  it('keeps the colours the app uses, with their variables', () => {
    for (const color of ['primary', 'success', 'danger', 'dark']) {
      expect(pruned).toContain(`.ion-color-${color}{`);
      expect(pruned).toContain(`--ion-color-${color}:`);
    }
  });

  it('drops the colours and components the app never uses', () => {
    for (const color of ['secondary', 'tertiary', 'warning', 'light', 'medium']) {
      expect(pruned).not.toContain(`.ion-color-${color}`);
      expect(pruned).not.toContain(`--ion-color-${color}:`);
    }
    expect(pruned).not.toMatch(/ion-accordion|\.menu-content|ion-datetime-button-overlay/);
  });

  it('keeps the page, modal, safe-area and focus rules as they are', () => {
    for (const rule of [
      '.ion-page{left:0;right:0;top:0;bottom:0;display:flex;position:absolute;',
      'ion-modal>.ion-page{position:relative;',
      '--ion-safe-area-top: var(--safe-area-inset-top, env(safe-area-inset-top))',
      '[ion-last-focus],header[tabindex="-1"]:focus',
      '@media screen and (min-width: 768px){html.ios ion-modal.modal-card:first-of-type{--backdrop-opacity: 0.18}}',
    ])
      expect(pruned).toContain(rule);
  });

  it('leaves no empty at-rule and balanced braces', () => {
    expect(pruned).not.toMatch(/@media[^{}]*\{\}/);
    expect(pruned.split('{').length).toBe(pruned.split('}').length);
    expect(pruned.length).toBeLessThan(core.length * 0.6);
  });

  it('keeps a rule that mixes used and unused selectors', () => {
    expect(pruneIonicCoreCss('.ion-color-light,.ion-page{color:red}')).toBe(
      '.ion-color-light,.ion-page{color:red}',
    );
  });
});
