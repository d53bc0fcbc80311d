// The app's PNG icons from the brand's SVG icon, drawn by Debian's Chromium: the manifest's 192/512 icons (rounded
// as the SVG is), the maskable 512 icon and the apple-touch-icon (full bleed: the platform rounds them; the drawing
// already sits inside the maskable safe zone, a circle of 40 % of the side); and the Android project's launcher
// icons (legacy, round, and the adaptive icon's foreground, the flower inside its 66 dp safe circle on the 108 dp
// layer, over the background colour of values/ic_launcher_background.xml) and splash screens (the flower on the
// brand's colour, at each existing splash.png's size). Run after changing the SVG:
//   npx tsx scripts/brand-icons.mts
// The PNGs are committed; nothing runs at build or start.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const BRAND_DIR = new URL('../apps/web/public/img/brand/', import.meta.url).pathname;
const svg = readFileSync(`${BRAND_DIR}icon.svg`, 'utf8');
const fullBleed = svg.replace(/(<rect [^>]*?)\s+rx="\d+"/, '$1');
if (fullBleed === svg) throw new Error('icon.svg: the background <rect rx="…"> was not found');

const RES_DIR = new URL('../apps/web/android/app/src/main/res/', import.meta.url).pathname;
const background = /<rect [^>]*?\/>/.exec(svg)?.[0] ?? '';
const flower = svg.replace(background, '');
/** The flower alone, scaled about the centre (the adaptive foreground, the splash). */
const flowerAt = (scale: number) =>
  flower
    .replace(
      /(<g transform=")/,
      `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)"><g transform="`,
    )
    .replace('</svg>', '</g></svg>');
const round = svg.replace(background, background.replace(/rx="\d+"/, 'rx="256"'));
const DENSITIES = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 } as const;

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

for (const [density, factor] of Object.entries(DENSITIES)) {
  const dir = `mipmap-${density}/`;
  ICONS.push(
    { file: `${RES_DIR}${dir}ic_launcher.png`, size: 48 * factor, svg },
    { file: `${RES_DIR}${dir}ic_launcher_round.png`, size: 48 * factor, svg: round },
    { file: `${RES_DIR}${dir}ic_launcher_foreground.png`, size: 108 * factor, svg: flowerAt(0.6) },
  );
}
const splashes = readdirSync(RES_DIR)
  .filter((dir) => dir.startsWith('drawable') && existsSync(`${RES_DIR}${dir}/splash.png`))
  .map((dir) => `${RES_DIR}${dir}/splash.png`);

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
    const path = icon.file.startsWith('/') ? icon.file : `${BRAND_DIR}${icon.file}`;
    await page.screenshot({ path, omitBackground: true });
    await page.close();
    console.info(`${icon.file}: ${icon.size}×${icon.size}`);
  }
  const fill = /fill="(#[0-9A-Fa-f]{6})"/.exec(background)?.[1] ?? '#B3261E';
  for (const file of splashes) {
    const { width, height } = pngSize(file);
    const side = Math.round(Math.min(width, height) * 0.45);
    const page = await browser.newPage({ viewport: { width, height } });
    const drawing = flowerAt(1).replace(/width="\d+" height="\d+"/, `width="${side}" height="${side}"`);
    await page.setContent(
      `<style>html,body{margin:0;height:100%;background:${fill};display:grid;place-items:center}</style>${drawing}`,
    );
    await page.screenshot({ path: file });
    await page.close();
    console.info(`${file.slice(RES_DIR.length)}: ${width}×${height}`);
  }
} finally {
  await browser.close();
}
