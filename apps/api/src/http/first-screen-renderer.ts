import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  APP_SCRIPTS_ID,
  FIRST_SCREEN_RENDERER_FILE,
  type FirstScreenData,
  type FirstScreenRenderer,
} from '@comanda/contract';

/** The web build's first-screen module, with the hash under which the page's CSP lets its script run. */
export interface LoadedFirstScreenRenderer extends FirstScreenRenderer {
  /** `'sha256-…'`, for script-src. */
  scriptHash: string;
}

/**
 * The module the web build writes beside the app (FIRST_SCREEN_RENDERER_FILE, ADR 0140), or null when the build has
 * none (an older build, or no web app served): the menu's page is then sent without a rendered first screen.
 */
export async function loadFirstScreenRenderer(
  webDist: string | null,
): Promise<LoadedFirstScreenRenderer | null> {
  if (!webDist) return null;
  const file = join(webDist, FIRST_SCREEN_RENDERER_FILE);
  if (!existsSync(file)) return null;
  const loaded = (await import(pathToFileURL(file).href)) as Partial<FirstScreenRenderer>;
  const { render, script, frame } = loaded;
  if (typeof render !== 'function' || typeof script !== 'string')
    throw new Error(`${file} is not a first-screen module (render, script)`);
  const scriptHash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
  return { render, script, scriptHash, ...(typeof frame === 'function' ? { frame } : {}) };
}

/** The app's script tags as the build writes them into its page: its entry and the entry's module preloads. */
const APP_SCRIPT_TAG = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The page with the first screen rendered into it, at the end of its body (after whatever the body already holds,
 * such as the first screen's data, so that the parser has read it all before the copy is painted): the copy, then the
 * app's script tags, moved from the head into a template, then the inline script that shows the copy and starts
 * those scripts once it is painted (for a returning customer, at once). A page without script tags is returned as it
 * is.
 */
export function withFirstScreen(page: string, renderer: FirstScreenRenderer, data: FirstScreenData): string {
  const tags = page.match(APP_SCRIPT_TAG) ?? [];
  const end = page.lastIndexOf('</body>');
  if (tags.length === 0 || end < 0) return page;
  const copy = renderer.render(data);
  const scripts = `<template id="${APP_SCRIPTS_ID}">${tags.join('')}</template>`;
  const body = `${copy}${scripts}<script>${renderer.script}</script>`;
  const rest = page.slice(0, end).replace(APP_SCRIPT_TAG, '');
  return `${rest}${body}${page.slice(end)}`;
}

/**
 * The page of a product, the bag, the checkout or an order with that screen's frame (FirstScreenRenderer.frame,
 * ADR 0140, ADR 0177) at the start of its body, so that it is painted as soon as the page's stylesheet is in. A page
 * without a body is returned as it is.
 */
export function withScreenFrame(page: Buffer, frame: string): Buffer {
  const html = page.toString('utf8');
  const body = /<body[^>]*>/.exec(html);
  if (!body) return page;
  const at = body.index + body[0].length;
  return Buffer.from(`${html.slice(0, at)}${frame}${html.slice(at)}`, 'utf8');
}
