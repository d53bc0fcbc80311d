// The app's PNG icons from the brand's SVG icon, drawn by Debian's Chromium: the manifest's 192/512 icons (rounded
// as the SVG is), the maskable 512 icon and the apple-touch-icon (full bleed: the platform rounds them; the drawing
// already sits inside the maskable safe zone, a circle of 40 % of the side). Run after changing the SVG:
//   npx tsx scripts/brand-icons.mts
// The PNGs are committed; nothing runs at build or start.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const BRAND_DIR = new URL('../apps/web/public/img/brand/', import.meta.url).pathname;
const svg = readFileSync(`${BRAND_DIR}icon.svg`, 'utf8');
const fullBleed = svg.replace(/(<rect [^>]*?)\s+rx="\d+"/, '$1');
if (fullBleed === svg) throw new Error('icon.svg: the background <rect rx="…"> was not found');

const ICONS = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const drawing = icon.svg.replace(
      /width="\d+" height="\d+"/,
      `width="${icon.size}" height="${icon.size}"`,
    );
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${drawing}`,
    );
    await page.screenshot({ path: `${BRAND_DIR}${icon.file}`, omitBackground: true });
    await page.close();
    console.info(`${icon.file}: ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
