// Generates the Hanami Sushi demo artwork: flat, hand-drawn SVG illustrations for every product in
// ../hanami-sushi.json, plus banners, allergen and category icons and the brand logo/icon.
// Everything is plain SVG shapes (no external references, generic font families only).
//
//   node apps/api/catalog/artwork/generate-artwork.mjs
//
// Each product's slug (from its `imagem`) must have a recipe below; the script fails otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');
const catalog = JSON.parse(fs.readFileSync(path.resolve(here, '../hanami-sushi.json'), 'utf8'));
const pub = path.join(root, 'apps/web/public');

// ---------------------------------------------------------------- helpers
const r1 = (v) => Math.round(v * 10) / 10;
let seed = 1;
const rnd = () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};
const between = (a, b) => r1(a + rnd() * (b - a));
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const g = (t, body) => `<g transform="${t}">${body}</g>`;
const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;
const dots = (n, cx, cy, rx, ry, r, fill) => {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = rnd() * Math.PI * 2;
    const k = Math.sqrt(rnd());
    d += `M${r1(cx + Math.cos(a) * rx * k)} ${r1(cy + Math.sin(a) * ry * k)}h0`;
  }
  return `<path d="${d}" stroke="${fill}" stroke-width="${r1(r * 2)}" stroke-linecap="round"/>`;
};

// Brand palette.
const BRAND = { red: '#B3261E', redDark: '#7F1A15', cream: '#FFF8F0', charcoal: '#26221F', pink: '#F6C1CC' };

const C = {
  rice: '#FBF8F1',
  riceEdge: '#E6DFCF',
  nori: '#1F2D24',
  nori2: '#34493B',
  cream: '#FFF4DC',
  scallion: '#5DB34A',
  crust: '#D99436',
  crustDark: '#B36F1E',
  tare: '#5A2C12',
  sesame: '#F2E2BC',
  avocado: '#A9C957',
  mango: '#FFB42E',
  cucumber: '#6FAE3C',
  kani: '#E2572B',
  shrimp: '#F08A5D',
};
const FISH = {
  salmao: { c: '#F5895C', l: '#FFD8C4', d: '#DD6A3F' },
  atum: { c: '#C62A3C', l: '#E5737E', d: '#951B2A' },
  branco: { c: '#F1E8DD', l: '#FFFFFF', d: '#D6C7B6' },
  selado: { c: '#E9774A', l: '#F9C7A8', d: '#B9552C' },
  grelhado: { c: '#D9743F', l: '#B5542A', d: '#A94E22' },
};

// ---------------------------------------------------------------- backgrounds & bases
const petal = (x, y, rot, s, fill) =>
  `<path transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" d="M0 0C-9-6-10-19-4-25L0-21 4-25C10-19 9-6 0 0Z" fill="${fill}"/>`;
const background = (color) =>
  color === 'none'
    ? ''
    : `<rect width="400" height="300" fill="${color}"/><circle cx="330" cy="40" r="120" fill="#fff" opacity=".35"/>` +
      petal(34, 40, -20, 1, '#F6B8C6') +
      petal(58, 28, 40, 0.7, '#F9CFD8') +
      petal(372, 270, 160, 0.9, '#F6B8C6');
const blossom = (x, y, s, fill, center = '#F7D774') =>
  `<g transform="translate(${x} ${y}) scale(${s})">${[0, 72, 144, 216, 288].map((a) => `<path transform="rotate(${a})" d="M0 0C-14-10-16-30-6-40L0-34 6-40C16-30 14-10 0 0Z" fill="${fill}"/>`).join('')}<circle r="6" fill="${center}"/></g>`;
const shadow = (cx, cy, rx, ry) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity=".09"/>`;
const roundPlate = (o = {}) => {
  const { cx = 200, cy = 180, rx = 165, ry = 92, color = '#FFFFFF', inner = '#F5F1EA', edge = '#E2DCD1' } = o;
  return (
    shadow(cx, cy + 14, rx, ry) +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${color}" stroke="${edge}" stroke-width="2"/>` +
    `<ellipse cx="${cx}" cy="${cy + 3}" rx="${r1(rx * 0.78)}" ry="${r1(ry * 0.74)}" fill="${inner}"/>`
  );
};
const board = (o = {}) => {
  const { x = 40, y = 118, w = 320, h = 122, wood = '#D39A5E', edge = '#A96C36', grain = '#C4884B' } = o;
  return (
    shadow(x + w / 2, y + h + 16, w / 2, 14) +
    `<rect x="${x + 24}" y="${y + h}" width="26" height="18" fill="${edge}"/><rect x="${x + w - 50}" y="${y + h}" width="26" height="18" fill="${edge}"/>` +
    `<rect x="${x}" y="${y + 8}" width="${w}" height="${h}" rx="10" fill="${edge}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${wood}"/>` +
    `<path d="M${x + 20} ${y + 30}Q${x + w / 2} ${y + 20} ${x + w - 20} ${y + 34}M${x + 30} ${y + h - 26}Q${x + w / 2} ${y + h - 36} ${x + w - 30} ${y + h - 22}" stroke="${grain}" stroke-width="3" fill="none" stroke-linecap="round"/>`
  );
};
const slate = (o = {}) => {
  const { x = 40, y = 112, w = 320, h = 132, fill = '#2F3336', edge = '#45494D' } = o;
  return (
    shadow(x + w / 2, y + h + 10, w / 2 + 6, 16) +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="${fill}" stroke="${edge}" stroke-width="4"/>`
  );
};
const boat = () =>
  shadow(200, 262, 175, 18) +
  '<path d="M14 150L386 150 362 236Q200 262 38 236Z" fill="#A96C36"/>' +
  '<path d="M14 150L386 150 376 166 24 166Z" fill="#C98A4E"/>' +
  '<path d="M40 176H360M46 200H354M54 222H346" stroke="#B77A40" stroke-width="3"/>' +
  '<path d="M14 150L40 120 360 120 386 150Z" fill="#E0A86C"/>';
const bowl = (o = {}) => {
  const { cx = 200, cy = 150, r = 120, ratio = 0.42, outer = '#2B2B2B', content = '#E8C48C', depth = 90 } = o;
  const rim = o.rim ?? outer;
  const ry = r1(r * ratio);
  const ir = r - 8;
  return (
    shadow(cx, cy + depth + 6, r * 0.7, 14) +
    `<ellipse cx="${cx}" cy="${cy + depth - 4}" rx="${r1(r * 0.42)}" ry="12" fill="${outer}"/>` +
    `<path d="M${cx - r} ${cy}C${cx - r} ${cy + depth * 1.25} ${cx + r} ${cy + depth * 1.25} ${cx + r} ${cy}Z" fill="${outer}"/>` +
    `<path d="M${cx - r + 14} ${cy + 30}Q${cx - r + 30} ${cy + depth * 0.8} ${cx - 20} ${cy + depth * 0.93}" stroke="#fff" stroke-width="5" opacity=".18" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${ry}" fill="${rim}"/>` +
    `<ellipse cx="${cx}" cy="${cy + 2}" rx="${ir}" ry="${r1(ir * ratio)}" fill="${content}"/>`
  );
};
const smallBowl = (cx, cy, r, outer, content) =>
  bowl({ cx, cy, r, ratio: 0.38, outer, rim: outer, content, depth: r * 0.7 });
const sauceDish = (cx, cy, sauce = '#4A2511') =>
  shadow(cx, cy + 10, 32, 8) +
  `<ellipse cx="${cx}" cy="${cy}" rx="34" ry="15" fill="#fff" stroke="#E2DCD1" stroke-width="2"/><ellipse cx="${cx}" cy="${cy + 1}" rx="25" ry="10" fill="${sauce}"/><ellipse cx="${cx - 8}" cy="${cy - 2}" rx="7" ry="2.5" fill="#fff" opacity=".35"/>`;
const leaf = (x, y, rot, s = 1, fill = '#4E9A3E') =>
  `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="M0 0Q22-16 48 0Q22 16 0 0Z" fill="${fill}"/><path d="M4 0H44" stroke="#fff" stroke-width="1.5" opacity=".5"/></g>`;
const gari = (x, y) =>
  `<g fill="#F7C6B5" stroke="#EBA58E" stroke-width="1">${[0, 1, 2].map((i) => `<ellipse cx="${x + i * 7}" cy="${y - i * 3}" rx="14" ry="8" transform="rotate(${-20 + i * 15} ${x + i * 7} ${y - i * 3})"/>`).join('')}</g>`;
const wasabi = (x, y) =>
  `<path d="M${x - 12} ${y + 5}Q${x - 10} ${y - 10} ${x} ${y - 12}Q${x + 12} ${y - 8} ${x + 12} ${y + 5}Z" fill="#9CC243"/>`;
const scallion = (n, cx, cy, rx, ry) => dots(n, cx, cy, rx, ry, 2.4, C.scallion);
const sesame = (n, cx, cy, rx, ry, fill = '#F7EBCB') => dots(n, cx, cy, rx, ry, 1.6, fill);
const drizzle = (x0, x1, y, amp, color = C.tare, w = 4) => {
  let d = `M${x0} ${y}`;
  const step = 26;
  for (let x = x0, i = 0; x < x1; x += step, i++)
    d += `Q${x + step / 2} ${y + (i % 2 ? amp : -amp)} ${x + step} ${y}`;
  return `<path d="${d}" stroke="${color}" stroke-width="${w}" fill="none" stroke-linecap="round"/>`;
};

// ---------------------------------------------------------------- sushi pieces (defs + <use>)
const sliceDef = (id, f) =>
  `<g id="${id}"><path d="M-36-12Q-34-20-24-20L30-17Q38-15 37-7L34 13Q32 20 23 20L-31 17Q-39 15-38 7Z" fill="${f.c}" stroke="${f.d}" stroke-width="2.5"/><path d="M-22-18Q-12 0-20 17M-4-17Q6 0-2 18M14-17Q24 0 16 18" stroke="${f.l}" stroke-width="3.2" fill="none" stroke-linecap="round"/></g>`;
const nigiriDef = (id, f) =>
  `<g id="${id}"><ellipse cy="20" rx="36" ry="8" fill="#000" opacity=".08"/><rect x="-34" y="-6" width="68" height="26" rx="13" fill="${C.rice}" stroke="${C.riceEdge}" stroke-width="2"/><path d="M-42 2Q-44-16-24-18L30-18Q46-16 44 0Q42 9 30 7L-32 9Q-42 9-42 2Z" fill="${f.c}"/><path d="M-22-17Q-14-4-20 8M-2-17Q6-4 0 8M18-17Q26-4 20 7" stroke="${f.l}" stroke-width="3" fill="none" stroke-linecap="round"/></g>`;
// Maki cross-section, drawn as a short cylinder seen from above at an angle.
const makiDef = (id, o) => {
  const { side, outer, outerR = 22, ring, ringR = 0, inner = C.rice, innerR, fill = [], speck } = o;
  const inR = innerR ?? (ringR ? ringR - 2 : outerR - 4);
  const fills = fill
    .map(
      ([color, x, y, w, h]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="2.5" fill="${color}"/>`,
    )
    .join('');
  let specks = '';
  if (speck) {
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2 + 0.3 + (i % 3) * 0.25;
      const tilt = Math.round((a * 180) / Math.PI + 90 + i * 37);
      const d = (ringR || outerR - 8) + 2 + ((i * 7) % 5) * ((outerR - (ringR || outerR - 8) - 4) / 5);
      specks += `<ellipse cx="${r1(Math.cos(a) * d)}" cy="${r1(Math.sin(a) * d)}" rx="1.9" ry="1.2" transform="rotate(${tilt} ${r1(Math.cos(a) * d)} ${r1(Math.sin(a) * d)})" fill="${speck}"/>`;
    }
  }
  return `<g id="${id}" transform="scale(1 .8)"><circle cy="12" r="${outerR}" fill="${side}"/><rect x="-${outerR}" width="${outerR * 2}" height="12" fill="${side}"/><circle r="${outerR}" fill="${outer}"/>${specks}${ring ? `<circle r="${ringR}" fill="${ring}"/>` : ''}<circle r="${inR}" fill="${inner}"/>${fills}</g>`;
};
const MAKI = {
  hossoPepino: { side: C.nori, outer: C.nori, fill: [[C.cucumber, -6, -6, 12, 12]] },
  hossoSalmao: { side: C.nori, outer: C.nori, fill: [[FISH.salmao.c, -7, -7, 14, 14]] },
  philadelphia: {
    side: C.riceEdge,
    outer: C.rice,
    speck: '#D9C89A',
    ring: C.nori,
    ringR: 13,
    fill: [
      [FISH.salmao.c, -9, -6, 10, 12],
      [C.cream, 1, -6, 8, 12],
    ],
  },
  california: {
    side: C.riceEdge,
    outer: C.rice,
    speck: '#D9C89A',
    ring: C.nori,
    ringR: 13,
    fill: [
      [C.kani, -9, -7, 7, 14],
      [C.mango, -2, -7, 5, 14],
      [C.cucumber, 3, -7, 6, 14],
    ],
  },
  skin: {
    side: C.riceEdge,
    outer: C.rice,
    speck: '#3A3A3A',
    ring: C.nori,
    ringR: 13,
    fill: [
      ['#A0522D', -9, -6, 10, 12],
      [C.cream, 1, -6, 5, 12],
      [C.scallion, 6, -6, 3, 12],
    ],
  },
  ebi: {
    side: C.riceEdge,
    outer: C.rice,
    speck: '#D9C89A',
    ring: C.nori,
    ringR: 13,
    fill: [
      [C.crust, -9, -7, 10, 14],
      [C.shrimp, -6, -4, 5, 8],
      [C.cream, 1, -7, 8, 14],
    ],
  },
  vegetariano: {
    side: C.riceEdge,
    outer: C.rice,
    speck: '#2B2B2B',
    ring: C.nori,
    ringR: 13,
    fill: [
      [C.mango, -9, -7, 6, 14],
      [C.cucumber, -3, -7, 5, 14],
      ['#F08A24', 2, -7, 4, 14],
      [C.cream, 6, -7, 3, 14],
    ],
  },
  dragon: {
    side: C.riceEdge,
    outer: C.avocado,
    speck: '#8FB343',
    ring: C.rice,
    ringR: 17,
    fill: [
      [C.crust, -9, -7, 10, 14],
      [C.shrimp, -6, -4, 5, 8],
      [C.cream, 1, -7, 8, 14],
    ],
  },
  hot: {
    side: C.crustDark,
    outer: C.crust,
    speck: C.crustDark,
    ring: C.nori,
    ringR: 16,
    fill: [
      [FISH.salmao.c, -8, -6, 9, 12],
      [C.cream, 1, -6, 7, 12],
    ],
  },
  hotCamarao: {
    side: C.crustDark,
    outer: '#E0A247',
    speck: '#F3E0B0',
    ring: C.nori,
    ringR: 16,
    fill: [
      [C.shrimp, -8, -6, 9, 12],
      [C.cream, 1, -6, 7, 12],
    ],
  },
};
const joeDef = (id, f) =>
  `<g id="${id}" transform="scale(1 .8)"><circle cy="12" r="24" fill="${FISH.salmao.c}"/><rect x="-24" width="48" height="12" fill="${FISH.salmao.c}"/><path d="M-24 4Q-12 20 0 22M-10 22Q8 20 20 10" stroke="${f.l}" stroke-width="2.5" fill="none"/><circle r="24" fill="${f.c}"/><path d="M-20-8Q0-22 20-8M-22 6Q0 22 22 6" stroke="${f.l}" stroke-width="3" fill="none"/><circle r="13" fill="${C.rice}"/><ellipse cy="-3" rx="11" ry="9" fill="${C.cream}"/><circle cx="-4" cy="-5" r="2.4" fill="${C.scallion}"/><circle cx="4" cy="-2" r="2.4" fill="${C.scallion}"/><circle cx="1" cy="-8" r="2.2" fill="${C.scallion}"/></g>`;
const use = (id, x, y, extra = '') => `<use href="#${id}" x="${x}" y="${y}"${extra}/>`;
const useT = (id, t) => `<use href="#${id}" transform="${t}"/>`;
const row = (id, n, cx, y, step) => {
  let out = '';
  const x0 = cx - ((n - 1) * step) / 2;
  for (let i = 0; i < n; i++) out += use(id, r1(x0 + i * step), y);
  return out;
};
// Shingled sashimi slices.
const sashimiRow = (ids, cx, y, step, rot = -18) => {
  let out = '';
  const x0 = cx - ((ids.length - 1) * step) / 2;
  ids.forEach((id, i) => {
    out += useT(id, `translate(${r1(x0 + i * step)} ${y}) rotate(${rot})`);
  });
  return out;
};

// ---------------------------------------------------------------- product templates
const T = {};

T.sashimi = ({ bg, fishes, rows, base = 'slate', garnish = true }) => {
  const ids = [...new Set(fishes)];
  let defs = ids.map((f) => sliceDef(`s${f}`, FISH[f])).join('');
  defs = `<defs>${defs}</defs>`;
  let body = base === 'slate' ? slate() : base === 'board' ? board() : roundPlate({ rx: 175, ry: 98 });
  if (garnish) body += leaf(70, 150, -30, 1.1) + leaf(70, 160, 10, 1);
  let k = 0;
  rows.forEach(([n, y, step, cx = 210]) => {
    body += sashimiRow(
      Array.from({ length: n }, () => `s${fishes[k++ % fishes.length]}`),
      cx,
      y,
      step,
    );
  });
  if (garnish)
    body += `<ellipse cx="330" cy="205" rx="18" ry="11" fill="#FFF"/>${gari(318, 150)}${wasabi(340, 180)}`;
  return defs + background(bg) + body;
};

T.nigiri = ({ bg, fishes, base = 'board', extra = '' }) => {
  const ids = [...new Set(fishes)];
  const defs = `<defs>${ids.map((f) => nigiriDef(`n${f}`, FISH[f])).join('')}</defs>`;
  let body = base === 'board' ? board({ x: 50, w: 300 }) : slate();
  const step = fishes.length > 2 ? 80 : 100;
  const x0 = 190 - ((fishes.length - 1) * step) / 2;
  fishes.forEach((f, i) => {
    body += use(`n${f}`, x0 + i * step, 170);
  });
  body += gari(300, 212) + wasabi(330, 150) + extra;
  return defs + background(bg) + body;
};

T.maki = ({ bg, kind, n = 8, base = 'slate', topping = '', sauce = true, cols = 4 }) => {
  const defs = `<defs>${makiDef('m', MAKI[kind])}</defs>`;
  let body = base === 'slate' ? slate() : base === 'board' ? board() : roundPlate({ rx: 175, ry: 98 });
  const rows = Math.ceil(n / cols);
  for (let r = 0; r < rows; r++) {
    const cnt = Math.min(cols, n - r * cols);
    body += row('m', cnt, 185 + (r % 2 ? 18 : 0), 150 + r * 48, 54);
  }
  body += topping;
  if (sauce) body += gari(328, 200);
  return defs + background(bg) + body;
};

T.joe = ({ bg }) => {
  const defs = `<defs>${joeDef('j', FISH.salmao)}</defs>`;
  return (
    defs +
    background(bg) +
    slate() +
    row('j', 4, 190, 172, 66) +
    drizzle(120, 262, 160, 6, C.tare, 2.5) +
    gari(328, 210)
  );
};

const temakiShape = (o) => {
  const { fill = [FISH.salmao.c], cream = true, topping = '', green = true, rice = C.rice } = o;
  let blobs = '';
  fill.forEach((color, i) => {
    blobs += `<rect x="${-40 + i * 24}" y="${-68 + (i % 2) * 8}" width="28" height="24" rx="6" fill="${color}" transform="rotate(${-14 + i * 12} ${-26 + i * 24} ${-56})"/>`;
  });
  return (
    '<path d="M0 100L-54-30Q2-60 56-42Z" fill="#1F2D24"/><path d="M0 100L16-52Q40-50 56-42Z" fill="#34493B"/>' +
    '<path d="M-38 0L10-40M-22 40L24-32M-8 76L36-30" stroke="#3C5445" stroke-width="2"/>' +
    `<ellipse cx="1" cy="-38" rx="52" ry="17" transform="rotate(-7 1 -38)" fill="${rice}"/>` +
    blobs +
    (cream
      ? '<ellipse cx="26" cy="-54" rx="20" ry="13" fill="#FFF4DC"/><ellipse cx="-30" cy="-46" rx="12" ry="8" fill="#FFF4DC"/>'
      : '') +
    topping +
    (green
      ? '<g fill="#5DB34A"><circle cx="-10" cy="-66" r="3"/><circle cx="4" cy="-60" r="3"/><circle cx="18" cy="-64" r="2.6"/><circle cx="-22" cy="-50" r="2.6"/><circle cx="30" cy="-56" r="2.6"/></g>'
      : '')
  );
};
T.temaki = ({ bg, base = 'slate', rot = 28, ...o }) =>
  background(bg) +
  (base === 'slate'
    ? slate({ y: 176, h: 84, x: 50, w: 300 })
    : base === 'board'
      ? board({ y: 180, h: 74, x: 50, w: 300 })
      : roundPlate({ cy: 214, rx: 165, ry: 60 })) +
  g(`translate(190 146) rotate(${rot}) scale(1.22)`, temakiShape(o)) +
  sauceDish(322, 228) +
  gari(92, 224);

T.carpaccio = ({ bg }) => {
  let body = roundPlate({ rx: 170, ry: 96 });
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * 360;
    body += `<g transform="translate(200 180) scale(1 .55) rotate(${r1(a)})"><path d="M0 0L-28-88Q0-104 28-88Z" fill="${FISH.salmao.c}" stroke="#FFD8C4" stroke-width="2"/></g>`;
  }
  body += `<g fill="none" stroke="#9C3D7A" stroke-width="3"><ellipse cx="170" cy="160" rx="14" ry="8"/><ellipse cx="232" cy="196" rx="12" ry="7"/><ellipse cx="150" cy="198" rx="10" ry="6"/></g>`;
  body += dots(14, 200, 180, 110, 55, 3.4, '#6B8E23') + sesame(26, 200, 180, 110, 56, '#F4E3B5');
  body += leaf(186, 176, -20, 0.7, '#6BA84F');
  return background(bg) + body;
};

T.gyoza = ({ bg }) => {
  const defs =
    '<defs><g id="gz"><path d="M-42 10Q-40-30 0-32Q40-30 42 10Q0 20-42 10Z" fill="#F4E4C4" stroke="#D8BD8A" stroke-width="2"/><path d="M-42 10Q0 20 42 10Q38 22 0 26Q-38 22-42 10Z" fill="#C98330"/><path d="M-28-20Q-24-12-26-4M-12-28Q-8-18-10-8M4-30Q8-20 6-10M20-26Q24-16 22-6" stroke="#E0C795" stroke-width="2.5" fill="none" stroke-linecap="round"/></g></defs>';
  let body = slate({ fill: '#F3EEE6', edge: '#DDD3C5' });
  for (let i = 0; i < 6; i++) {
    const rowY = i < 3 ? 0 : 1;
    body += useT(
      'gz',
      `translate(${112 + (i % 3) * 88 + rowY * 14} ${150 + rowY * 56}) rotate(${-6 + (i % 2) * 8}) scale(.95)`,
    );
  }
  body += scallion(10, 200, 170, 110, 40);
  return defs + background(bg) + body + sauceDish(320, 250, '#3D1F0E');
};

T.harumaki = ({ bg, dessert = false }) => {
  const defs =
    '<defs><g id="hr"><rect x="-58" y="-15" width="116" height="30" rx="15" fill="#E2A544"/><path d="M-40-14L-28 14M-10-15L2 15M20-15L32 15" stroke="#C98326" stroke-width="3"/><g fill="#F2C56E"><circle cx="-44" cy="-4" r="3"/><circle cx="6" cy="-6" r="3.5"/><circle cx="40" cy="4" r="3"/></g></g></defs>';
  let body = roundPlate({ rx: 170, ry: 96 });
  body += useT('hr', 'translate(150 150) rotate(-12)');
  body += useT('hr', 'translate(160 185) rotate(-12)');
  body += useT('hr', 'translate(170 220) rotate(-12)');
  if (dessert) {
    body += `<g transform="translate(285 170)"><ellipse cy="26" rx="40" ry="10" fill="#000" opacity=".08"/><path d="M-38 10Q-40-34 0-36Q40-34 38 10Q30 22 18 14Q8 26-4 16Q-16 26-26 16Q-36 20-38 10Z" fill="#FFF3D6"/><ellipse cx="-10" cy="-18" rx="10" ry="6" fill="#fff" opacity=".7"/></g>`;
    body += drizzle(100, 320, 170, 10, '#5B2E16', 3.5);
    body += leaf(282, 132, -30, 0.5, '#3E9B4F');
  } else {
    body += useT('hr', 'translate(180 255) rotate(-12)');
    body += sauceDish(310, 150, '#D8552A');
  }
  return defs + background(bg) + body;
};

T.soup = ({ bg }) =>
  background(bg) +
  bowl({ cy: 140, r: 118, ratio: 0.45, outer: '#3A1612', rim: '#8E2A1F', content: '#C9964F', depth: 100 }) +
  `<g fill="#FFFDF5" stroke="#EADFC8" stroke-width="1.5">${[
    [160, 138],
    [205, 150],
    [240, 130],
    [185, 120],
  ]
    .map(
      ([x, y]) =>
        `<rect x="${x}" y="${y}" width="18" height="15" rx="2" transform="rotate(${between(-20, 20)} ${x} ${y})"/>`,
    )
    .join('')}</g>` +
  '<g fill="#2F4A2A"><path d="M120 140Q140 126 150 142Q138 150 120 140Z"/><path d="M250 152Q270 138 280 156Q262 162 250 152Z"/><path d="M210 118Q228 110 236 124Q220 128 210 118Z"/></g>' +
  `<g fill="none" stroke="#5DB34A" stroke-width="2.5">${[
    [178, 160],
    [228, 160],
    [140, 126],
    [266, 132],
    [200, 134],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4"/>`)
    .join('')}</g>`;

T.sunomono = ({ bg }) => {
  let body = smallBowl(200, 160, 110, '#2E5C8A', '#F1EDD8');
  body += '<path d="M110 168Q200 214 290 168" stroke="#fff" stroke-width="4" opacity=".35" fill="none"/>';
  for (let i = 0; i < 11; i++) {
    const x = between(120, 280);
    const y = between(148, 176);
    body += `<g transform="translate(${x} ${y}) scale(1 .6)"><circle r="15" fill="#5E9E2F"/><circle r="12" fill="#D8EDB0"/><g fill="#B8D68A"><circle cx="-4" cy="-3" r="2"/><circle cx="4" cy="-2" r="2"/><circle cx="0" cy="4" r="2"/></g></g>`;
  }
  return background(bg) + body + sesame(20, 200, 162, 70, 16, '#F9EBC4');
};

T.edamame = ({ bg }) => {
  let body = smallBowl(200, 160, 115, '#D9CDB6', '#F5EEDF');
  const defs = `<defs><g id="pod"><path d="M-30 0Q-34-12-20-12Q-12-18-4-12Q4-18 12-12Q22-18 28-8Q34 4 20 8Q10 14 0 8Q-10 14-20 8Q-30 8-30 0Z" fill="#7DBB42" stroke="#4E8A22" stroke-width="2.5"/><g fill="#9FD25E"><circle cx="-16" cy="-3" r="5"/><circle cx="0" cy="-4" r="5"/><circle cx="15" cy="-3" r="5"/></g></g></defs>`;
  for (let i = 0; i < 10; i++)
    body += useT('pod', `translate(${between(125, 275)} ${between(130, 170)}) rotate(${between(-40, 40)})`);
  return defs + background(bg) + body + dots(16, 200, 150, 70, 18, 1.6, '#FFFFFF');
};

const shrimpTempura = (x, y, rot, s = 1) =>
  `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="M46-4L66-16 62 0 66 14Z" fill="#E4572E"/><path d="M-54 0Q-56-16-38-16Q-28-22-16-16Q-4-22 8-16Q22-22 34-14Q50-10 48 0Q50 12 34 14Q20 20 8 14Q-4 20-16 14Q-28 20-38 14Q-56 14-54 0Z" fill="#EBC272" stroke="#D39A3E" stroke-width="2"/><g fill="#F7DFA2"><circle cx="-30" cy="-6" r="4"/><circle cx="-6" cy="4" r="5"/><circle cx="20" cy="-6" r="4"/></g><g fill="#D9A248"><circle cx="-18" cy="6" r="3"/><circle cx="8" cy="-8" r="3"/><circle cx="32" cy="5" r="3"/></g></g>`;
T.tempura = ({ bg }) => {
  let body = board({ wood: '#E8C79B', edge: '#C79F6B', grain: '#D9B482' });
  body += '<path d="M70 140L300 120 320 220 90 238Z" fill="#FFFFFF" opacity=".9"/>';
  for (let i = 0; i < 6; i++)
    body += useT(
      'st',
      `translate(${112 + i * 36} ${186 - (i % 2) * 14}) rotate(${-62 + (i % 2) * 8}) scale(.78)`,
    );
  return (
    `<defs><g id="st">${shrimpTempura(0, 0, 0, 1)}</g></defs>${background(bg)}${body}` +
    sauceDish(322, 250, '#6B3A16')
  );
};

T.tempuraLegumes = ({ bg }) => {
  let body = board({ wood: '#E8C79B', edge: '#C79F6B', grain: '#D9B482' });
  body += '<path d="M70 140L300 120 320 220 90 238Z" fill="#FFFFFF" opacity=".9"/>';
  const veg = [
    ['#F08A24', 120, 160],
    ['#8E44AD', 180, 150],
    ['#E9B44C', 240, 160],
    ['#3C8D2F', 150, 205],
    ['#D2691E', 220, 205],
    ['#F08A24', 280, 200],
  ];
  veg.forEach(([color, x, y], i) => {
    body += `<g transform="translate(${x} ${y}) rotate(${-20 + i * 13})"><ellipse rx="38" ry="22" fill="#EBC272"/><ellipse rx="26" ry="13" fill="${color}" opacity=".85"/><g fill="#F7DFA2"><circle cx="-24" cy="-8" r="4"/><circle cx="20" cy="10" r="4"/><circle cx="10" cy="-14" r="3.5"/></g></g>`;
  });
  return background(bg) + body + sauceDish(322, 250, '#6B3A16');
};

T.shimeji = ({ bg }) => {
  let body = `${shadow(200, 250, 150, 16)}<rect x="318" y="160" width="70" height="16" rx="8" fill="#6B4A2E" transform="rotate(-8 318 160)"/><ellipse cx="190" cy="175" rx="150" ry="80" fill="#2B2B2B"/><ellipse cx="190" cy="170" rx="134" ry="68" fill="#3A3532"/><ellipse cx="190" cy="172" rx="120" ry="58" fill="#C98B3A" opacity=".55"/>`;
  for (let i = 0; i < 18; i++) {
    const x = between(100, 280);
    const y = between(140, 205);
    const rot = between(-40, 40);
    body += useT('sh', `translate(${x} ${y}) rotate(${rot})`);
  }
  const defs =
    '<defs><g id="sh"><rect x="-4" y="-2" width="8" height="26" rx="4" fill="#F2E6CF"/><ellipse rx="13" ry="9" fill="#8A6A4F"/><ellipse cx="-3" cy="-3" rx="5" ry="3" fill="#A88A6C"/></g></defs>';
  return defs + background(bg) + body + scallion(14, 190, 170, 100, 40);
};

T.ceviche = ({ bg }) => {
  let body = roundPlate({ rx: 120, ry: 40, cy: 210, color: '#F3EEE6' });
  body += bowl({
    cy: 150,
    r: 112,
    ratio: 0.42,
    outer: '#E8E4DA',
    rim: '#FFFFFF',
    content: '#F7E7B5',
    depth: 64,
  });
  for (let i = 0; i < 14; i++) {
    body += `<rect x="${between(120, 265)}" y="${between(128, 160)}" width="18" height="16" rx="4" fill="${FISH.salmao.c}" transform="rotate(${between(-30, 30)} 190 145)"/>`;
  }
  body += `<g fill="none" stroke="#9C3D7A" stroke-width="3">${[
    [150, 140],
    [230, 152],
    [200, 130],
  ]
    .map(([x, y]) => `<path d="M${x - 14} ${y}Q${x} ${y - 12} ${x + 14} ${y}"/>`)
    .join('')}</g>`;
  body +=
    dots(7, 200, 145, 70, 14, 3, '#D7263D') +
    leaf(180, 138, -30, 0.5, '#3E9B4F') +
    leaf(224, 142, 20, 0.45, '#3E9B4F');
  body +=
    '<g fill="#F0B44C"><ellipse cx="252" cy="128" rx="14" ry="6"/><ellipse cx="146" cy="156" rx="12" ry="5"/></g>';
  return background(bg) + body;
};

const noodles = (cx, cy, rx, ry, color, n = 9, w = 5) => {
  let out = '';
  for (let i = 0; i < n; i++) {
    const y = r1(cy - ry + ((i + 0.5) / n) * ry * 2);
    const half = r1(rx * Math.sqrt(1 - ((y - cy) / ry) ** 2) * 0.9);
    let d = `M${r1(cx - half)} ${y}`;
    const segs = 4;
    for (let s = 0; s < segs; s++) {
      const x1 = r1(cx - half + ((s + 1) * 2 * half) / segs);
      d += `Q${r1(x1 - half / segs)} ${r1(y + (s % 2 ? 9 : -9))} ${x1} ${y}`;
    }
    out += `<path d="${d}"/>`;
  }
  return `<g stroke="${color}" stroke-width="${w}" fill="none" stroke-linecap="round">${out}</g>`;
};
const broccoli = (x, y, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-3" y="0" width="7" height="14" rx="3" fill="#8BC34A"/><g fill="#3F8F2F"><circle cx="-7" cy="-2" r="7"/><circle cx="6" cy="-3" r="7"/><circle cx="0" cy="-9" r="7"/></g></g>`;
const carrotStick = (x, y, rot) =>
  `<rect x="${x}" y="${y}" width="26" height="6" rx="3" fill="#F08A24" transform="rotate(${rot} ${x} ${y})"/>`;

T.yakisoba = ({ bg, protein }) => {
  let body = roundPlate({ rx: 172, ry: 96 });
  body += `<ellipse cx="200" cy="178" rx="118" ry="56" fill="#C9903F"/>`;
  body += noodles(200, 174, 112, 50, '#E9BD6A', 10, 5);
  const pieces = {
    frango: (x, y) =>
      `<rect x="${x}" y="${y}" width="22" height="16" rx="6" fill="#E8C18A" stroke="#C99A5C" stroke-width="2"/>`,
    carne: (x, y) =>
      `<path d="M${x} ${y}Q${x + 14} ${y - 10} ${x + 30} ${y}Q${x + 14} ${y + 8} ${x} ${y}Z" fill="#6B3A22" stroke="#4E2715" stroke-width="2"/>`,
    tofu: (x, y) =>
      `<rect x="${x}" y="${y}" width="18" height="16" rx="2" fill="#F7EBCB" stroke="#D9B77A" stroke-width="3"/>`,
  }[protein];
  for (let i = 0; i < 7; i++) body += pieces(between(120, 270), between(140, 200));
  for (let i = 0; i < 5; i++) body += broccoli(between(120, 280), between(140, 200), 0.9);
  for (let i = 0; i < 6; i++) body += carrotStick(between(110, 280), between(140, 210), between(-50, 50));
  body += `<g fill="#7A5230">${[0, 1, 2].map(() => `<ellipse cx="${between(130, 270)}" cy="${between(150, 200)}" rx="10" ry="7"/>`).join('')}</g>`;
  body +=
    '<path d="M250 130Q290 150 300 200" stroke="#4C7A3B" stroke-width="10" fill="none" stroke-linecap="round" opacity=".8"/>';
  return background(bg) + body;
};

const egg = (x, y, rot = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><ellipse rx="22" ry="15" fill="#FFFDF6" stroke="#E9E0CE" stroke-width="1.5"/><ellipse cx="1" rx="11" ry="8" fill="#F39C12"/><ellipse cx="-2" cy="-2" rx="4" ry="2.5" fill="#FFC857"/></g>`;
T.ramen = ({ bg, broth, protein }) => {
  let body = bowl({
    cy: 130,
    r: 128,
    ratio: 0.5,
    outer: '#26221F',
    rim: '#B3261E',
    content: broth,
    depth: 104,
  });
  body +=
    '<path d="M90 188Q200 230 310 188" stroke="#F4E4C4" stroke-width="3" fill="none" stroke-dasharray="10 8" opacity=".6"/>';
  body += noodles(200, 138, 104, 44, '#F6D67A', 7, 5);
  body +=
    '<rect x="228" y="72" width="44" height="62" rx="3" fill="#1F2D24" transform="rotate(12 250 100)"/>';
  if (protein === 'chashu') {
    body += `<g><circle cx="150" cy="118" r="24" fill="#E3A98A" stroke="#9E5A3A" stroke-width="5"/><circle cx="150" cy="118" r="9" fill="#F2CBB3"/><circle cx="180" cy="104" r="22" fill="#E3A98A" stroke="#9E5A3A" stroke-width="5"/><circle cx="180" cy="104" r="8" fill="#F2CBB3"/></g>`;
  } else {
    body += `<g fill="#D9A56A" stroke="#A86F35" stroke-width="2"><rect x="128" y="100" width="44" height="20" rx="6" transform="rotate(-10 150 110)"/><rect x="160" y="92" width="44" height="20" rx="6" transform="rotate(8 182 102)"/></g>`;
    body += dots(22, 250, 150, 26, 10, 3.4, '#F7D044');
    body +=
      '<g stroke="#FBF4DF" stroke-width="3" stroke-linecap="round"><path d="M110 150l22 6M116 160l20-2M104 142l16 10"/></g>';
  }
  body += egg(212, 148, -8) + egg(240, 140, 10);
  body += scallion(18, 180, 130, 80, 20);
  return background(bg) + body;
};

T.gyudon = ({ bg }) => {
  let body = bowl({
    cy: 135,
    r: 124,
    ratio: 0.48,
    outer: '#26221F',
    rim: '#3B332E',
    content: C.rice,
    depth: 100,
  });
  for (let i = 0; i < 22; i++) {
    const x = between(104, 262);
    const y = between(108, 162);
    body += `<path d="M${x} ${y}Q${x + 16} ${y - 12} ${x + 34} ${y - 2}Q${x + 18} ${y + 10} ${x} ${y}Z" fill="#7A4528" stroke="#5A2F18" stroke-width="2"/>`;
  }
  body += `<g fill="none" stroke="#F3E6C8" stroke-width="4" stroke-linecap="round">${[0, 1, 2, 3]
    .map(() => {
      const x = between(120, 260);
      const y = between(118, 150);
      return `<path d="M${x} ${y}Q${x + 12} ${y - 10} ${x + 24} ${y}"/>`;
    })
    .join('')}</g>`;
  body +=
    '<circle cx="200" cy="130" r="20" fill="#F39C12"/><ellipse cx="194" cy="124" rx="6" ry="4" fill="#FFC857"/>';
  body += dots(8, 262, 150, 12, 5, 3, '#D7263D') + scallion(14, 200, 136, 80, 18);
  return background(bg) + body;
};

T.teppan = ({ bg, protein }) => {
  let body = `${shadow(200, 262, 170, 16)}<rect x="30" y="120" width="340" height="130" rx="14" fill="#6B4A2E"/><rect x="46" y="110" width="308" height="124" rx="18" fill="#2B2B2B"/><rect x="56" y="118" width="288" height="106" rx="14" fill="#3A3633"/>`;
  if (protein === 'salmao') {
    body +=
      '<path d="M110 150Q120 126 170 130L236 136Q262 142 256 172Q250 204 210 202L140 198Q102 192 110 150Z" fill="#E27A45"/><path d="M130 140L150 196M160 136L180 200M190 136L210 202M220 140L236 198" stroke="#7A3515" stroke-width="5" opacity=".7"/><path d="M120 160Q180 150 248 166" stroke="#7A3515" stroke-width="4" fill="none" opacity=".5"/>';
  } else {
    for (let i = 0; i < 7; i++) {
      const x = 112 + (i % 4) * 36;
      const y = 140 + Math.floor(i / 4) * 36 + (i % 2) * 4;
      body += `<rect x="${x}" y="${y}" width="30" height="28" rx="6" fill="#7B3F22" stroke="#4E2412" stroke-width="3"/><rect x="${x + 6}" y="${y + 5}" width="12" height="6" rx="3" fill="#A0583A"/>`;
    }
  }
  body += broccoli(290, 148) + broccoli(306, 178, 0.9);
  body += `<g>${[
    [278, 206],
    [310, 208],
    [92, 208],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="13" ry="9" fill="#F08A24"/><ellipse cx="${x}" cy="${y}" rx="7" ry="4.5" fill="#F6AE5E"/>`,
    )
    .join('')}</g>`;
  body +=
    '<g fill="#CFE3A8" stroke="#6FAE3C" stroke-width="3"><ellipse cx="86" cy="150" rx="14" ry="10"/><ellipse cx="90" cy="180" rx="14" ry="10"/></g>';
  body += drizzle(110, 260, 170, 5, '#4A2511', 3) + sesame(14, 190, 168, 60, 20);
  return background(bg) + body;
};

T.tonkatsu = ({ bg }) => {
  let body = roundPlate({ rx: 172, ry: 96 });
  body +=
    '<path d="M70 180Q80 126 150 132Q196 140 190 186Q180 232 120 228Q66 222 70 180Z" fill="#FBF8F1" stroke="#E6DFCF" stroke-width="2"/>';
  body +=
    '<ellipse cx="250" cy="184" rx="96" ry="52" fill="#9A5B1E"/><ellipse cx="236" cy="176" rx="60" ry="30" fill="#A8672A"/>';
  body +=
    '<g fill="#F08A24"><rect x="262" y="170" width="18" height="14" rx="3"/><rect x="214" y="196" width="16" height="12" rx="3"/></g>';
  for (let i = 0; i < 5; i++) {
    const x = 150 + i * 30;
    body += `<g transform="translate(${x} ${160 + i * 6}) rotate(-14)"><rect x="-14" y="-30" width="28" height="60" rx="8" fill="#D7943B"/><rect x="-9" y="-24" width="18" height="48" rx="6" fill="#F4E1C8"/><g fill="#E9B15A"><circle cx="-11" cy="-20" r="3"/><circle cx="11" cy="6" r="3"/></g></g>`;
  }
  body +=
    '<g fill="#E23E57"><rect x="96" y="196" width="14" height="10" rx="2"/><rect x="112" y="200" width="14" height="10" rx="2"/></g>';
  return background(bg) + body;
};

T.yakimeshi = ({ bg }) => {
  let body = roundPlate({ rx: 170, ry: 96 });
  body += '<path d="M80 196Q90 110 200 104Q310 110 320 196Q200 226 80 196Z" fill="#F0D8A0"/>';
  body += dots(50, 200, 165, 110, 42, 2.2, '#FFF6E0');
  body += dots(16, 200, 165, 100, 38, 4, '#F08A24') + dots(18, 200, 165, 100, 38, 4, '#5FA83A');
  body += dots(12, 200, 165, 100, 38, 5, '#FFD54F') + dots(10, 200, 165, 100, 38, 4.5, '#E89AA0');
  body += scallion(12, 200, 140, 70, 22);
  return background(bg) + body;
};

T.mochi = ({ bg, colors }) => {
  let body = roundPlate({ rx: 150, ry: 80, color: '#2B2B2B', inner: '#383431', edge: '#1E1B19' });
  colors.forEach((c, i) => {
    const x = 160 + i * 84;
    const y = 166 - i * 6;
    body += `<g transform="translate(${x} ${y})"><ellipse cy="28" rx="44" ry="10" fill="#000" opacity=".25"/><path d="M-46 20Q-50-40 0-42Q50-40 46 20Q0 36-46 20Z" fill="${c}"/><ellipse cx="-16" cy="-20" rx="12" ry="7" fill="#fff" opacity=".45"/></g>`;
  });
  body += dots(30, 200, 150, 100, 30, 1.3, '#FFFFFF');
  return background(bg) + body + leaf(280, 110, -140, 0.6, '#3E9B4F');
};

T.petitGateau = ({ bg }) => {
  let body = roundPlate({ rx: 160, ry: 88 });
  body += '<path d="M120 200Q180 230 250 206Q240 196 210 198Q170 194 120 200Z" fill="#A6C46A"/>';
  body +=
    '<path d="M120 196Q110 118 175 112Q240 118 230 196Q175 214 120 196Z" fill="#6E8F3A"/><ellipse cx="175" cy="116" rx="40" ry="10" fill="#7FA24A"/><path d="M168 180Q176 200 200 206Q186 214 160 206Q150 196 168 180Z" fill="#C5DB8E"/>';
  body += dots(24, 175, 116, 36, 8, 1.4, '#DCEBB8');
  body +=
    '<g transform="translate(278 164)"><path d="M-34 14Q-36-30 0-32Q36-30 34 14Q26 22 14 16Q4 24-6 16Q-18 24-26 16Z" fill="#FFF6DF"/><g fill="#2B2B2B"><circle cx="-8" cy="-10" r="1.5"/><circle cx="6" cy="-4" r="1.5"/><circle cx="-2" cy="4" r="1.5"/></g></g>';
  return background(bg) + body + leaf(268, 132, -50, 0.5, '#3E9B4F');
};

T.tempuraSorvete = ({ bg }) => {
  let body = roundPlate({ rx: 160, ry: 88 });
  body +=
    '<circle cx="160" cy="166" r="52" fill="#E2A544"/><g fill="#F2C56E"><circle cx="140" cy="140" r="6"/><circle cx="176" cy="182" r="7"/><circle cx="134" cy="184" r="5"/></g>';
  body +=
    '<path d="M210 200Q210 120 262 120Q314 120 314 200Z" fill="#E2A544"/><path d="M222 200Q222 138 262 138Q302 138 302 200Z" fill="#F4E8C8"/><path d="M234 200Q234 160 262 160Q290 160 290 200Z" fill="#FFF8E8"/>';
  body += drizzle(110, 330, 150, 12, '#6B1E2E', 4);
  return background(bg) + body + dots(5, 262, 222, 50, 6, 4, '#B3263E');
};

T.dorayaki = ({ bg }) => {
  let body = board({ x: 60, w: 280, y: 150, h: 94 });
  const cake = (x, y) =>
    `<g transform="translate(${x} ${y})"><ellipse cy="18" rx="62" ry="22" fill="#C47A2C"/><ellipse cy="10" rx="60" ry="16" fill="#5B2230"/><ellipse rx="62" ry="22" fill="#C47A2C"/><ellipse cy="-4" rx="56" ry="17" fill="#D88E3C"/><ellipse cx="-16" cy="-8" rx="18" ry="5" fill="#E9A95A"/></g>`;
  body += cake(150, 168) + cake(250, 188);
  return background(bg) + body;
};

T.cheesecake = ({ bg }) => {
  let body = roundPlate({ rx: 150, ry: 84 });
  body +=
    '<path d="M110 176L290 150 290 196 110 222Z" fill="#F6E7C4"/><path d="M110 210L290 184 290 200 110 226Z" fill="#B98248"/><path d="M110 176L210 118 290 150Z" fill="#FFF3D3"/><path d="M150 154Q200 136 250 140Q270 150 258 160Q214 150 150 166Z" fill="#FFC928"/><path d="M196 156Q198 176 204 184Q210 176 208 156Z" fill="#FFC928"/>';
  body += leaf(244, 132, -20, 0.5, '#3E9B4F');
  return background(bg) + body;
};

// Drinks
const glass = (x, y, w, h, liquid, o = {}) => {
  const { taper = 10, ice = true, straw, garnish = '', level = 0.82, layers } = o;
  const top = y;
  const bot = y + h;
  const ly = r1(bot - h * level);
  const inset = (yy) => r1(taper * (1 - (yy - top) / h));
  let liq = `<path d="M${x - w / 2 + inset(ly) + 4} ${ly}L${x + w / 2 - inset(ly) - 4} ${ly}L${x + w / 2 - taper - 4} ${bot - 6}L${x - w / 2 + taper + 4} ${bot - 6}Z" fill="${liquid}"/>`;
  if (layers)
    liq += `<path d="M${x - w / 2 + taper + 4} ${bot - 40}L${x + w / 2 - taper - 4} ${bot - 40}L${x + w / 2 - taper - 4} ${bot - 6}L${x - w / 2 + taper + 4} ${bot - 6}Z" fill="${layers}"/>`;
  let ices = '';
  if (ice)
    for (let i = 0; i < 3; i++)
      ices += `<rect x="${x - 24 + i * 14}" y="${ly + 8 + (i % 2) * 18}" width="22" height="20" rx="4" fill="#fff" opacity=".45" transform="rotate(${-15 + i * 15} ${x} ${ly + 20})"/>`;
  return (
    shadow(x, bot + 4, w / 2 + 6, 8) +
    (straw
      ? `<path d="M${x + 6} ${bot - 30}L${x + 26} ${top - 40}L${x + 46} ${top - 48}" stroke="${straw}" stroke-width="8" fill="none" stroke-linecap="round"/>`
      : '') +
    liq +
    ices +
    `<path d="M${x - w / 2} ${top}L${x + w / 2} ${top}L${x + w / 2 - taper} ${bot}L${x - w / 2 + taper} ${bot}Z" fill="#fff" opacity=".22" stroke="#fff" stroke-width="3"/>` +
    `<path d="M${x - w / 2 + 10} ${top + 14}L${x - w / 2 + taper + 10} ${bot - 14}" stroke="#fff" stroke-width="5" opacity=".45" stroke-linecap="round"/>` +
    garnish
  );
};
const citrus = (x, y, r, peel, flesh) =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${peel}"/><circle r="${r - 4}" fill="${flesh}"/><path d="M0-${r - 6}V${r - 6}M-${r - 6} 0H${r - 6}M-${r1((r - 6) * 0.7)}-${r1((r - 6) * 0.7)}L${r1((r - 6) * 0.7)} ${r1((r - 6) * 0.7)}M${r1((r - 6) * 0.7)}-${r1((r - 6) * 0.7)}L-${r1((r - 6) * 0.7)} ${r1((r - 6) * 0.7)}" stroke="${peel}" stroke-width="1.5" opacity=".6"/></g>`;
const can = (x, y, body, band, o = {}) => {
  const { w = 84, h = 150, mark = BRAND.red, drops = true } = o;
  return (
    shadow(x, y + h + 4, w / 2 + 8, 8) +
    `<rect x="${x - w / 2}" y="${y}" width="${w}" height="${h}" rx="10" fill="${body}"/>` +
    `<rect x="${x - w / 2}" y="${y + h * 0.32}" width="${w}" height="${h * 0.36}" fill="${band}"/>` +
    `<circle cx="${x}" cy="${y + h * 0.5}" r="19" fill="${mark}"/>` +
    blossom(x, y + h * 0.5, 0.36, '#fff', mark) +
    `<ellipse cx="${x}" cy="${y + 4}" rx="${w / 2 - 2}" ry="9" fill="#C9CDD2"/><ellipse cx="${x}" cy="${y + 4}" rx="${w / 2 - 10}" ry="5" fill="#A9AEB4"/>` +
    `<rect x="${x - w / 2 + 8}" y="${y + 14}" width="7" height="${h - 26}" rx="3.5" fill="#fff" opacity=".3"/>` +
    (drops ? `<g opacity=".6">${dots(8, x + 10, y + h * 0.5, w / 2 - 14, h / 2 - 16, 2, '#FFFFFF')}</g>` : '')
  );
};

T.lata = ({ bg }) =>
  background(bg) + can(150, 90, '#C62828', '#FFFFFF') + glass(265, 120, 80, 120, '#4A1C12', { ice: true });
T.suco = ({ bg, liquid, fruit }) =>
  background(bg) +
  glass(200, 80, 110, 170, liquid, {
    straw: '#3FA7D6',
    garnish: `${citrus(248, 82, 26, fruit[0], fruit[1])}<rect x="150" y="78" width="100" height="4" fill="#fff" opacity=".5"/>`,
  }) +
  citrus(90, 230, 34, fruit[0], fruit[1]) +
  leaf(300, 240, -20, 1, '#3E9B4F');
T.cha = ({ bg }) =>
  background(bg) +
  glass(200, 70, 96, 184, '#C9D46A', {
    straw: '#FFFFFF',
    garnish: citrus(240, 74, 22, '#9CCB3B', '#E5F3B5'),
  }) +
  leaf(120, 236, -30, 1.1, '#3E9B4F') +
  leaf(128, 244, 20, 0.9, '#5DB34A');
T.agua = ({ bg }) =>
  background(bg) +
  shadow(200, 262, 56, 10) +
  '<path d="M178 40h44v18q0 10 12 24 22 26 22 60v106q0 12-12 12h-88q-12 0-12-12v-106q0-34 22-60 12-14 12-24z" fill="#D8EEF8" stroke="#9CCFE6" stroke-width="3"/>' +
  '<rect x="176" y="24" width="48" height="22" rx="5" fill="#1E88E5"/><rect x="146" y="150" width="108" height="60" fill="#1E88E5" opacity=".9"/>' +
  `<text x="200" y="186" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">ÁGUA</text>` +
  '<rect x="160" y="100" width="8" height="140" rx="4" fill="#fff" opacity=".6"/>' +
  glass(300, 150, 70, 100, '#E3F4FB', { ice: true });
T.soda = ({ bg }) =>
  background(bg) +
  glass(200, 70, 104, 180, '#F7C6D3', {
    straw: '#E0487A',
    layers: '#E0487A',
    garnish: '<circle cx="236" cy="66" r="14" fill="#FFF5F0" stroke="#E8A3A0" stroke-width="3"/>',
  }) +
  dots(14, 200, 180, 34, 50, 2.2, '#FFFFFF') +
  '<g transform="translate(96 232)"><circle r="20" fill="#D9485E"/><circle cx="30" cy="6" r="16" fill="#D9485E"/><circle cx="4" cy="-2" r="9" fill="#FFF5F0"/></g>';
T.cerveja = ({ bg }) =>
  background(bg) +
  can(150, 90, '#C8CCD0', '#F2F2F2', { mark: '#C62828' }) +
  glass(262, 110, 80, 140, '#E8A317', {
    ice: false,
    level: 0.72,
    garnish: '<path d="M224 108Q230 92 246 98Q256 86 270 96Q284 90 298 104L294 148H230Z" fill="#FFFBF0"/>',
  });
T.saque = ({ bg }) =>
  background(bg) +
  board({ x: 70, w: 260, y: 210, h: 40 }) +
  '<path d="M180 60h32v20q0 10 10 22 34 40 34 80 0 34-40 34h-40q-40 0-40-34 0-40 34-80 10-12 10-22z" fill="#F7F3EA" stroke="#D9D1C2" stroke-width="3"/>' +
  '<path d="M150 150q46 12 92 0" stroke="#2E5C8A" stroke-width="8" fill="none"/><rect x="180" y="54" width="32" height="10" rx="3" fill="#2E5C8A"/>' +
  petal(196, 188, 0, 1.1, BRAND.red) +
  `${shadow(290, 222, 26, 5)}<path d="M266 180h48l-6 38h-36z" fill="#F7F3EA" stroke="#D9D1C2" stroke-width="3"/><ellipse cx="290" cy="182" rx="22" ry="6" fill="#EAE4D3"/>`;
T.sakerinha = ({ bg }) =>
  background(bg) +
  glass(200, 110, 130, 140, '#E9F3D0', {
    ice: true,
    level: 0.9,
    garnish: `${citrus(160, 200, 16, '#5E9E2F', '#C8E39A')}${citrus(230, 214, 14, '#5E9E2F', '#C8E39A')}${leaf(230, 112, -40, 0.8, '#3E9B4F')}`,
  }) +
  '<path d="M150 96L250 74" stroke="#7B5A3A" stroke-width="6" stroke-linecap="round"/>' +
  citrus(320, 236, 26, '#5E9E2F', '#C8E39A');

// Combinados: rows of pieces on a base.
T.combo = ({ bg, base = 'board', back = [], mid = [], front = [], front2 = [], extra = '' }) => {
  const defs = [];
  const seen = new Set();
  const need = (id, def) => {
    if (!seen.has(id)) {
      seen.add(id);
      defs.push(def());
    }
  };
  for (const f of back) need(`n${f}`, () => nigiriDef(`n${f}`, FISH[f]));
  for (const f of mid) need(`s${f}`, () => sliceDef(`s${f}`, FISH[f]));
  for (const m of [...front, ...front2]) {
    if (m === 'joe') need('joe', () => joeDef('joe', FISH.salmao));
    else need(`m${m}`, () => makiDef(`m${m}`, MAKI[m]));
  }
  let body =
    base === 'boat' ? boat() : base === 'slate' ? slate({ y: 100, h: 150 }) : board({ y: 104, h: 140 });
  const yBase = base === 'boat' ? 118 : 128;
  const placeRow = (items, y, step, prefix) => {
    const x0 = 200 - ((items.length - 1) * step) / 2;
    return items.map((it, i) => use(it === 'joe' ? 'joe' : `${prefix}${it}`, r1(x0 + i * step), y)).join('');
  };
  body += placeRow(back, yBase, 76, 'n');
  if (mid.length)
    body += sashimiRow(
      mid.map((f) => `s${f}`),
      200,
      yBase + 40,
      30,
      -18,
    );
  body += placeRow(front, yBase + (mid.length ? 82 : 56), 52, 'm');
  if (front2.length) body += placeRow(front2, yBase + (mid.length ? 112 : 96), 52, 'm');
  return `<defs>${defs.join('')}</defs>${background(bg)}${body}${extra}`;
};

// Kits: delivery bag plus some of what is inside.
const bag = (x, y, color, accent, petals = '#FFF8F0') =>
  shadow(x, y + 170, 90, 12) +
  `<path d="M${x - 36} ${y + 10}Q${x - 36} ${y - 40} ${x} ${y - 40}Q${x + 36} ${y - 40} ${x + 36} ${y + 10}" stroke="${accent}" stroke-width="8" fill="none"/>` +
  `<path d="M${x - 80} ${y}L${x + 80} ${y} ${x + 88} ${y + 170} ${x - 88} ${y + 170}Z" fill="${color}"/>` +
  `<path d="M${x - 80} ${y}L${x + 80} ${y} ${x + 80} ${y + 14} ${x - 80} ${y + 14}Z" fill="#000" opacity=".08"/>` +
  `<circle cx="${x}" cy="${y + 78}" r="34" fill="${accent}"/>` +
  [0, 72, 144, 216, 288].map((a) => petal(x, y + 78, a, 0.95, petals)).join('') +
  `<circle cx="${x}" cy="${y + 78}" r="4" fill="${accent}"/>` +
  `<text x="${x}" y="${y + 142}" font-family="sans-serif" font-size="17" font-weight="700" fill="${accent}" text-anchor="middle">HANAMI</text>`;
const miniCan = (x, y, color) =>
  `${shadow(x, y + 74, 26, 5)}<rect x="${x - 22}" y="${y}" width="44" height="74" rx="6" fill="${color}"/><rect x="${x - 22}" y="${y + 26}" width="44" height="22" fill="#fff"/><ellipse cx="${x}" cy="${y + 3}" rx="20" ry="5" fill="#C9CDD2"/>`;
const box = (x, y, pieces) =>
  `${shadow(x, y + 58, 80, 8)}<rect x="${x - 78}" y="${y}" width="156" height="56" rx="8" fill="#26221F"/><rect x="${x - 70}" y="${y + 6}" width="140" height="44" rx="5" fill="#3A3633"/>${pieces}`;
T.kit = ({ bg, bagColor, accent, petals, items }) => {
  const defs = [];
  const seen = new Set();
  let front = '';
  for (const it of items) {
    if (it.t === 'box') {
      if (!seen.has(it.maki)) {
        seen.add(it.maki);
        defs.push(makiDef(`m${it.maki}`, MAKI[it.maki]));
      }
      let pieces = '';
      for (let i = 0; i < 4; i++)
        pieces += useT(`m${it.maki}`, `translate(${it.x - 51 + i * 34} ${it.y + 26}) scale(.7)`);
      front += box(it.x, it.y, pieces);
    }
    if (it.t === 'can') front += miniCan(it.x, it.y, it.color);
    if (it.t === 'cup') front += glass(it.x, it.y, 54, 90, it.color, { ice: true });
    if (it.t === 'mochi')
      front += `<g transform="translate(${it.x} ${it.y})"><ellipse cy="14" rx="26" ry="6" fill="#000" opacity=".12"/><path d="M-26 10Q-28-24 0-26Q28-24 26 10Q0 20-26 10Z" fill="${it.color}"/></g>`;
    if (it.t === 'soup')
      front += smallBowl(it.x, it.y, 44, '#3A1612', '#C9964F') + scallion(6, it.x, it.y, 26, 6);
    if (it.t === 'temaki')
      front += g(`translate(${it.x} ${it.y}) rotate(${it.rot}) scale(.62)`, temakiShape({}));
    if (it.t === 'noodle')
      front += `${smallBowl(it.x, it.y, 50, '#F7F3EA', '#C9903F')}${noodles(it.x, it.y, 38, 10, '#E9BD6A', 3, 4)}`;
  }
  return `${defs.length ? `<defs>${defs.join('')}</defs>` : ''}${background(bg)}${bag(200, 66, bagColor, accent, petals)}${front}`;
};

// ---------------------------------------------------------------- recipes (slug -> template)
const R = {
  'combinado-hanami-40-pecas': (bg = '#FCE4E0') =>
    T.combo({
      bg,
      base: 'boat',
      back: ['salmao', 'atum', 'branco', 'salmao'],
      mid: ['salmao', 'salmao', 'atum', 'salmao', 'branco', 'salmao', 'salmao', 'atum'],
      front: ['philadelphia', 'joe', 'hossoSalmao', 'philadelphia', 'joe', 'hossoPepino'],
    }),
  'combinado-tradicional-20-pecas': () =>
    T.combo({
      bg: '#FFF1DC',
      back: ['salmao', 'atum', 'salmao'],
      mid: ['salmao', 'salmao', 'salmao', 'salmao', 'salmao'],
      front: ['california', 'california', 'hossoPepino', 'california', 'hossoPepino'],
    }),
  'combinado-salmao-30-pecas': () =>
    T.combo({
      bg: '#FDE3D4',
      base: 'slate',
      back: ['salmao', 'salmao', 'selado', 'salmao'],
      mid: ['salmao', 'salmao', 'salmao', 'salmao', 'salmao', 'salmao'],
      front: ['philadelphia', 'hossoSalmao', 'philadelphia', 'hossoSalmao', 'philadelphia', 'hossoSalmao'],
    }),
  'combinado-hot-24-pecas': () =>
    T.combo({
      bg: '#FFEBC9',
      base: 'slate',
      front: ['hot', 'hotCamarao', 'hot', 'hotCamarao', 'hot'],
      front2: ['hotCamarao', 'hot', 'hotCamarao', 'hot', 'hotCamarao'],
      extra: drizzle(80, 320, 175, 8) + drizzle(90, 320, 220, 8) + scallion(30, 200, 195, 120, 40),
    }),
  'combinado-vegetariano-16-pecas': () =>
    T.combo({
      bg: '#E6F2DC',
      front: ['vegetariano', 'hossoPepino', 'vegetariano', 'hossoPepino', 'vegetariano'],
      front2: ['hossoPepino', 'vegetariano', 'hossoPepino', 'vegetariano', 'hossoPepino'],
      extra: leaf(60, 140, -20, 1.1) + leaf(300, 250, 200, 0.9),
    }),
  'combinado-sashimi-premium-25-fatias': () =>
    T.sashimi({
      bg: '#E5EEF8',
      base: 'board',
      fishes: ['salmao', 'atum', 'branco', 'selado'],
      rows: [
        [7, 150, 30, 200],
        [7, 200, 30, 210],
      ],
    }),
  'sashimi-de-salmao-10-fatias': () =>
    T.sashimi({
      bg: '#FDE7DC',
      fishes: ['salmao'],
      rows: [
        [5, 150, 34],
        [5, 200, 34, 200],
      ],
    }),
  'sashimi-de-atum-10-fatias': () =>
    T.sashimi({
      bg: '#F3E6E8',
      base: 'plate',
      fishes: ['atum'],
      rows: [
        [5, 155, 34],
        [5, 200, 34, 200],
      ],
    }),
  'sashimi-misto-15-fatias': () =>
    T.sashimi({
      bg: '#E8F0EA',
      base: 'board',
      fishes: ['salmao', 'atum', 'branco'],
      rows: [
        [6, 150, 30, 205],
        [6, 198, 30, 215],
      ],
    }),
  'niguiri-de-salmao-2-unidades': () => T.nigiri({ bg: '#FFF1DC', fishes: ['salmao', 'salmao'] }),
  'niguiri-de-atum-2-unidades': () => T.nigiri({ bg: '#E9EEF6', fishes: ['atum', 'atum'], base: 'slate' }),
  'joe-de-salmao-4-unidades': () => T.joe({ bg: '#FCE8E4' }),
  'hossomaki-de-pepino-8-pecas': () => T.maki({ bg: '#E6F2DC', kind: 'hossoPepino', base: 'board' }),
  'hossomaki-de-salmao-8-pecas': () => T.maki({ bg: '#FFF1DC', kind: 'hossoSalmao' }),
  'carpaccio-de-salmao': () => T.carpaccio({ bg: '#EEF3E2' }),
  'temaki-salmao-completo': () => T.temaki({ bg: '#FDE3D4' }),
  'temaki-salmao-grelhado': () =>
    T.temaki({
      bg: '#FFEFD6',
      base: 'board',
      fill: [FISH.grelhado.c, '#C8693A', FISH.grelhado.c],
      topping: '<path d="M-30-62Q-10-72 10-62T40-64" stroke="#5A2C12" stroke-width="3" fill="none"/>',
    }),
  'temaki-skin': () =>
    T.temaki({
      bg: '#F1E9DF',
      rot: 22,
      fill: ['#A0522D', '#8B4513', '#A0522D'],
      topping: '<path d="M-30-62Q-10-72 10-62T40-64" stroke="#5A2C12" stroke-width="3" fill="none"/>',
    }),
  'temaki-atum': () =>
    T.temaki({
      bg: '#F6E4E6',
      base: 'plate',
      rot: 20,
      fill: [FISH.atum.c, '#B0202F', FISH.atum.c],
      cream: false,
    }),
  'temaki-camarao-empanado': () =>
    T.temaki({
      bg: '#FFF4D6',
      base: 'board',
      fill: ['#8BC34A', C.crust, '#8BC34A'],
      cream: false,
      green: false,
      topping: `${shrimpTempura(4, -70, -20, 0.75)}<path d="M-20-50Q0-56 24-48" stroke="#E8643C" stroke-width="3" fill="none"/>`,
    }),
  'temaki-kani': () =>
    T.temaki({ bg: '#FFEDE3', base: 'plate', rot: 34, fill: [C.kani, C.cucumber, C.mango], cream: false }),
  'temaki-hot-philadelphia': () =>
    T.temaki({
      bg: '#FFF1DC',
      fill: [C.crust, FISH.salmao.c, C.crust],
      topping: '<path d="M-34-58Q-14-72 6-60T44-62" stroke="#5A2C12" stroke-width="3.5" fill="none"/>',
    }),
  'hot-philadelphia-10-pecas': () =>
    T.maki({
      bg: '#FFEBC9',
      kind: 'hot',
      n: 10,
      cols: 5,
      topping: drizzle(70, 320, 150, 8) + drizzle(80, 330, 198, 8) + scallion(24, 200, 172, 120, 34),
    }),
  'hot-roll-de-camarao-10-pecas': () =>
    T.maki({
      bg: '#FDE7DC',
      kind: 'hotCamarao',
      n: 10,
      cols: 5,
      base: 'board',
      topping: drizzle(70, 320, 150, 7) + sesame(40, 200, 172, 130, 40, '#FFF6E0'),
    }),
  'uramaki-skin-8-pecas': () =>
    T.maki({ bg: '#EFE7DD', kind: 'skin', topping: scallion(18, 200, 170, 110, 30) }),
  'uramaki-california-8-pecas': () => T.maki({ bg: '#FFF4D6', kind: 'california', base: 'board' }),
  'uramaki-philadelphia-8-pecas': () =>
    T.maki({ bg: '#FCE4E0', kind: 'philadelphia', topping: scallion(16, 200, 170, 110, 30) }),
  'uramaki-ebi-tempura-8-pecas': () =>
    T.maki({
      bg: '#FFEFD6',
      kind: 'ebi',
      base: 'board',
      topping: drizzle(80, 320, 160, 7) + dots(30, 200, 175, 120, 40, 2.5, '#F4D27E'),
    }),
  'dragon-roll-8-pecas': () =>
    T.maki({
      bg: '#E5F0DA',
      kind: 'dragon',
      topping: `${drizzle(80, 320, 158, 6, '#F26B3A', 3)}${drizzle(80, 320, 206, 6, '#F26B3A', 3)}${dots(40, 200, 180, 120, 40, 2, '#F57C2A')}`,
    }),
  'uramaki-vegetariano-8-pecas': () => T.maki({ bg: '#F0F6E4', kind: 'vegetariano', base: 'plate' }),
  'guioza-6-unidades': () => T.gyoza({ bg: '#F6EDE0' }),
  'harumaki-4-unidades': () => T.harumaki({ bg: '#FFF1DC' }),
  missoshiru: () => T.soup({ bg: '#F3E9DF' }),
  sunomono: () => T.sunomono({ bg: '#E8F1F8' }),
  edamame: () => T.edamame({ bg: '#EEF6E4' }),
  'tempura-de-camarao-6-unidades': () => T.tempura({ bg: '#FCE8E0' }),
  'tempura-de-legumes': () => T.tempuraLegumes({ bg: '#F4F0DE' }),
  'shimeji-na-manteiga': () => T.shimeji({ bg: '#F1ECE6' }),
  'ceviche-de-salmao': () => T.ceviche({ bg: '#E4F2F0' }),
  'yakisoba-de-frango': () => T.yakisoba({ bg: '#FFF1DC', protein: 'frango' }),
  'yakisoba-de-carne': () => T.yakisoba({ bg: '#F6E7DD', protein: 'carne' }),
  'yakisoba-vegetariano': () => T.yakisoba({ bg: '#EAF4E2', protein: 'tofu' }),
  'lamen-tonkotsu': () => T.ramen({ bg: '#F7EEE2', broth: '#F0DDB8', protein: 'chashu' }),
  'lamen-misso-com-frango': () => T.ramen({ bg: '#FBEBD9', broth: '#D49A55', protein: 'frango' }),
  gyudon: () => T.gyudon({ bg: '#F3E6DA' }),
  'teppanyaki-de-salmao': () => T.teppan({ bg: '#FDE7DC', protein: 'salmao' }),
  'teppanyaki-de-file-mignon': () => T.teppan({ bg: '#F2E6E0', protein: 'carne' }),
  'tonkatsu-com-curry-japones': () => T.tonkatsu({ bg: '#FFF0D9' }),
  yakimeshi: () => T.yakimeshi({ bg: '#FFF6D6' }),
  'mochi-gelado-2-unidades': () => T.mochi({ bg: '#FCE4EC', colors: ['#F8BBD0', '#C5E1A5'] }),
  'harumaki-de-banana-com-sorvete': () => T.harumaki({ bg: '#FFF1DC', dessert: true }),
  'petit-gateau-de-matcha': () => T.petitGateau({ bg: '#EAF2DC' }),
  'tempura-de-sorvete': () => T.tempuraSorvete({ bg: '#F7E8EE' }),
  dorayaki: () => T.dorayaki({ bg: '#FBEBD9' }),
  'cheesecake-de-yuzu': () => T.cheesecake({ bg: '#FFF8D6' }),
  'refrigerante-lata-350-ml': () => T.lata({ bg: '#FDE2E0' }),
  'suco-natural-500-ml': () => T.suco({ bg: '#FFF1D6', liquid: '#FFA726', fruit: ['#F57C00', '#FFCC80'] }),
  'cha-verde-gelado-450-ml': () => T.cha({ bg: '#EEF5DF' }),
  'agua-mineral-500-ml': () => T.agua({ bg: '#E3F1F8' }),
  'soda-italiana-de-lichia-400-ml': () => T.soda({ bg: '#FCE8EF' }),
  'cerveja-japonesa-lata-350-ml': () => T.cerveja({ bg: '#FFF4D6' }),
  'saque-seco-300-ml': () => T.saque({ bg: '#E8ECF4' }),
  'sakerinha-400-ml': () => T.sakerinha({ bg: '#EAF4E0' }),
  'kit-casal': (bg = '#FCE4E0') =>
    T.kit({
      bg,
      bagColor: '#C9A06A',
      accent: BRAND.red,
      items: [
        { t: 'box', maki: 'california', x: 110, y: 196 },
        { t: 'can', x: 290, y: 170, color: '#C62828' },
        { t: 'can', x: 340, y: 180, color: '#2E7D32' },
        { t: 'mochi', x: 218, y: 236, color: '#F8BBD0' },
      ],
    }),
  'kit-familia': () =>
    T.kit({
      bg: '#FFF1DC',
      bagColor: BRAND.red,
      accent: '#FFF8F0',
      petals: BRAND.red,
      items: [
        { t: 'box', maki: 'philadelphia', x: 104, y: 200 },
        { t: 'noodle', x: 290, y: 210 },
        { t: 'can', x: 360, y: 176, color: '#2E7D32' },
        { t: 'can', x: 40, y: 176, color: '#C62828' },
      ],
    }),
  'kit-temaki-em-dobro': () =>
    T.kit({
      bg: '#EAF4E0',
      bagColor: '#26221F',
      accent: '#F6C1CC',
      items: [
        { t: 'temaki', x: 92, y: 200, rot: 20 },
        { t: 'temaki', x: 130, y: 210, rot: -10 },
        { t: 'cup', x: 292, y: 170, color: '#C9D46A' },
        { t: 'cup', x: 350, y: 180, color: '#C9D46A' },
      ],
    }),
  'kit-hot-lovers': () =>
    T.kit({
      bg: '#FFEBC9',
      bagColor: '#C9A06A',
      accent: '#26221F',
      items: [
        { t: 'box', maki: 'hot', x: 108, y: 200 },
        { t: 'soup', x: 296, y: 214 },
        { t: 'soup', x: 354, y: 236 },
      ],
    }),
};

// ---------------------------------------------------------------- banners
const text = (x, y, size, content, o = {}) => {
  const { fill = '#fff', weight = 800, anchor = 'start', family = 'system-ui, sans-serif' } = o;
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(content)}</text>`;
};
const pill = (x, y, label, bg, fg) => {
  const w = Math.round(label.length * 13.5 + 48);
  return `<rect x="${x}" y="${y}" width="${w}" height="56" rx="28" fill="${bg}"/>${text(x + w / 2, y + 37, 24, label, { fill: fg, weight: 700, anchor: 'middle' })}`;
};
const bannerFrame = (bg, accent) =>
  `<rect width="1200" height="400" fill="${bg}"/><circle cx="1010" cy="200" r="260" fill="${accent}" opacity=".9"/>` +
  blossom(80, 340, 1.2, '#fff', '#F7D774').replace('<g ', '<g opacity=".14" ') +
  blossom(640, 60, 0.9, '#fff').replace('<g ', '<g opacity=".12" ');
const scaled = (x, y, s, inner) => `<g transform="translate(${x} ${y}) scale(${s})">${inner}</g>`;

const BANNERS = {
  'festival-de-temaki': () =>
    bannerFrame(BRAND.red, '#8E1C16') +
    text(70, 150, 76, 'Festival de Temaki') +
    text(70, 210, 32, '20% off em todos os temakis às terças', { weight: 600 }) +
    pill(70, 260, 'Ver temakis', '#FFF8F0', BRAND.red) +
    scaled(910, 215, 1.4, g('rotate(24)', temakiShape({}))) +
    scaled(
      1085,
      225,
      1.2,
      g('rotate(-18)', temakiShape({ fill: [FISH.atum.c, '#B0202F', FISH.atum.c], cream: false })),
    ),
  'combinado-hanami': () => {
    seed = 11;
    return (
      bannerFrame(BRAND.charcoal, '#3A3431') +
      text(70, 140, 64, 'Combinado Hanami') +
      text(70, 200, 38, '40 peças por R$ 189,90', { fill: '#F6C1CC', weight: 700 }) +
      text(70, 245, 26, 'Serve 3 a 4 pessoas', { weight: 500, fill: '#E9E1D8' }) +
      pill(70, 280, 'Pedir agora', BRAND.red, '#fff') +
      scaled(700, 20, 1.2, R['combinado-hanami-40-pecas']('none'))
    );
  },
  'kit-casal': () =>
    bannerFrame('#F6C1CC', '#EFA3B4') +
    text(70, 150, 80, 'Kit Casal', { fill: BRAND.red }) +
    text(70, 210, 32, 'Jantar a dois completo por R$ 139,90', { fill: BRAND.charcoal, weight: 700 }) +
    pill(70, 260, 'Quero o kit', BRAND.red, '#fff') +
    scaled(760, 22, 1.1, R['kit-casal']('none')),
  'noite-do-saque': () =>
    bannerFrame('#1E2A44', '#2E3D5E') +
    text(70, 150, 76, 'Noite do Saquê') +
    text(70, 210, 30, 'Degustação guiada às quintas em Brasília', { weight: 600, fill: '#DCE3F2' }) +
    pill(70, 260, 'Saiba mais', '#F7D774', '#1E2A44') +
    scaled(820, 40, 1.1, T.saque({ bg: 'none' })),
  'baixe-o-app': () =>
    bannerFrame('#2F6B4F', '#245640') +
    text(70, 150, 72, 'Baixe o app Hanami') +
    text(70, 210, 36, 'Frete grátis no primeiro pedido pelo app', { weight: 600 }) +
    pill(70, 260, 'Disponível para iOS e Android', '#FFF8F0', '#2F6B4F') +
    '<rect x="920" y="40" width="190" height="330" rx="28" fill="#26221F"/><rect x="934" y="62" width="162" height="286" rx="14" fill="#FFF8F0"/>' +
    `<rect x="934" y="62" width="162" height="54" rx="14" fill="${BRAND.red}"/>` +
    blossom(1015, 200, 0.9, BRAND.red) +
    text(1015, 290, 22, 'Hanami', { fill: BRAND.charcoal, anchor: 'middle' }),
  'chegamos-em-pinheiros': () =>
    bannerFrame('#FFF8F0', '#F6C1CC') +
    text(70, 150, 64, 'Chegamos em Pinheiros!', { fill: BRAND.red }) +
    text(70, 208, 28, 'Rua dos Pinheiros, 1057 — delivery em até 35 min', {
      fill: BRAND.charcoal,
      weight: 600,
    }) +
    pill(70, 256, 'Ver cardápio', BRAND.red, '#fff') +
    `<path d="M1010 330C960 260 930 220 930 170C930 126 966 90 1010 90C1054 90 1090 126 1090 170C1090 220 1060 260 1010 330Z" fill="${BRAND.red}"/>` +
    blossom(1010, 172, 0.8, '#FFF8F0'),
  'hanami-padrao': () =>
    bannerFrame(BRAND.red, '#8E1C16') +
    text(70, 170, 92, 'Hanami Sushi') +
    text(70, 235, 30, 'O Japão na sua casa, com o frescor de sempre', { weight: 600 }) +
    blossom(1010, 200, 3.2, '#FFF8F0', '#F7D774') +
    blossom(860, 330, 1, '#F6C1CC') +
    blossom(1150, 70, 0.8, '#F6C1CC'),
};

// ---------------------------------------------------------------- allergen icons (48x48)
const ALLERGEN_ICONS = {
  gluten: [
    '#C98A1E',
    '<path d="M24 40V12" stroke="#fff" stroke-width="2.5"/><g fill="#fff">' +
      [14, 20, 26]
        .map(
          (y) =>
            `<ellipse cx="19" cy="${y}" rx="3.5" ry="6" transform="rotate(-30 19 ${y})"/><ellipse cx="29" cy="${y}" rx="3.5" ry="6" transform="rotate(30 29 ${y})"/>`,
        )
        .join('') +
      '<ellipse cx="24" cy="9" rx="3" ry="5"/></g>',
  ],
  crustaceos: [
    '#D9532B',
    '<path d="M34 16Q40 26 32 34Q24 40 14 34" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M14 34L8 30M14 34L10 40" stroke="#fff" stroke-width="3" stroke-linecap="round"/><circle cx="33" cy="15" r="2" fill="#D9532B"/><path d="M36 12L42 8M34 12L38 6" stroke="#fff" stroke-width="1.5"/>',
  ],
  peixe: [
    '#2E7DB5',
    '<path d="M8 24Q18 12 30 18L40 12V36L30 30Q18 36 8 24Z" fill="#fff"/><circle cx="15" cy="22" r="2" fill="#2E7DB5"/>',
  ],
  moluscos: [
    '#7A5BA8',
    '<path d="M24 38L10 20Q14 10 24 10Q34 10 38 20Z" fill="#fff"/><path d="M24 38L16 14M24 38V11M24 38L32 14" stroke="#7A5BA8" stroke-width="2"/>',
  ],
  soja: [
    '#6A9A2E',
    '<path d="M12 32Q8 22 18 16Q26 10 34 14Q40 20 34 28Q26 38 12 32Z" fill="#fff"/><g fill="#6A9A2E"><circle cx="18" cy="27" r="3.5"/><circle cx="24" cy="21" r="3.5"/><circle cx="31" cy="18" r="3.2"/></g>',
  ],
  gergelim: [
    '#B8892E',
    '<g fill="#fff">' +
      [
        [16, 16, -30],
        [28, 14, 20],
        [20, 28, 10],
        [32, 28, -20],
        [24, 36, 40],
      ]
        .map(
          ([x, y, a]) =>
            `<ellipse cx="${x}" cy="${y}" rx="3.2" ry="5.4" transform="rotate(${a} ${x} ${y})"/>`,
        )
        .join('') +
      '</g>',
  ],
  leite: [
    '#3F7CC4',
    '<path d="M19 8H29V14L33 20V40H15V20L19 14Z" fill="#fff"/><rect x="15" y="24" width="18" height="8" fill="#3F7CC4" opacity=".35"/>',
  ],
  ovos: ['#D9A21E', '<path d="M24 8Q36 8 36 28Q36 40 24 40Q12 40 12 28Q12 8 24 8Z" fill="#fff"/>'],
  amendoim: [
    '#A0642E',
    '<path d="M24 8Q32 8 32 16Q32 21 29 24Q32 27 32 32Q32 40 24 40Q16 40 16 32Q16 27 19 24Q16 21 16 16Q16 8 24 8Z" fill="#fff"/><path d="M20 14H28M20 34H28" stroke="#A0642E" stroke-width="1.5"/>',
  ],
  sulfitos: [
    '#8E2A4A',
    '<path d="M16 8H32Q33 22 24 26Q15 22 16 8Z" fill="#fff"/><path d="M24 26V37M17 39H31" stroke="#fff" stroke-width="3" stroke-linecap="round"/>',
  ],
};
const allergenIcon = (color, glyph) =>
  svg(48, 48, `<circle cx="24" cy="24" r="24" fill="${color}"/>${glyph}`);

// ---------------------------------------------------------------- category icons (64x64)
const catIcon = (body) => svg(64, 64, `<rect width="64" height="64" rx="16" fill="#FFF1EE"/>${body}`);
const CATEGORY_ICONS = {
  combinados: catIcon(
    `<rect x="8" y="30" width="48" height="18" rx="4" fill="#C98A4E"/><g>${[18, 32, 46]
      .map(
        (x) =>
          `<circle cx="${x}" cy="28" r="7" fill="${C.nori}"/><circle cx="${x}" cy="28" r="5" fill="${C.rice}"/><circle cx="${x}" cy="28" r="2.5" fill="${FISH.salmao.c}"/>`,
      )
      .join('')}</g>`,
  ),
  'kits-delivery': catIcon(
    `<path d="M24 20Q24 10 32 10Q40 10 40 20" stroke="${BRAND.red}" stroke-width="3" fill="none"/><path d="M14 20H50L52 54H12Z" fill="#C9A06A"/>${blossom(32, 36, 0.22, BRAND.red)}`,
  ),
  entradas: catIcon(
    '<path d="M10 40Q10 18 32 17Q54 18 54 40Q32 46 10 40Z" fill="#F4E4C4"/><path d="M10 40Q32 46 54 40Q50 48 32 50Q14 48 10 40Z" fill="#C98330"/><path d="M20 24Q22 28 21 32M30 20Q32 25 31 30M40 22Q42 27 41 32" stroke="#E0C795" stroke-width="2" fill="none"/>',
  ),
  'sushis-e-sashimis': catIcon(
    `<rect x="14" y="30" width="36" height="16" rx="8" fill="${C.rice}" stroke="${C.riceEdge}" stroke-width="2"/><path d="M10 32Q9 22 20 21L46 21Q56 23 54 32Q52 36 44 35L18 36Q10 36 10 32Z" fill="${FISH.salmao.c}"/><path d="M22 22Q26 28 23 35M34 22Q38 28 35 35M44 22Q48 28 45 34" stroke="${FISH.salmao.l}" stroke-width="2" fill="none"/>`,
  ),
  temakis: catIcon(`<g transform="translate(34 30) rotate(28) scale(.32)">${temakiShape({})}</g>`),
  'hot-rolls-e-uramakis': catIcon(
    `<circle cx="32" cy="32" r="20" fill="${C.crust}"/><circle cx="32" cy="32" r="15" fill="${C.nori}"/><circle cx="32" cy="32" r="13" fill="${C.rice}"/><rect x="25" y="27" width="8" height="10" rx="2" fill="${FISH.salmao.c}"/><rect x="33" y="27" width="6" height="10" rx="2" fill="${C.cream}"/><path d="M12 26Q22 20 32 26T52 26" stroke="${C.tare}" stroke-width="3" fill="none"/>`,
  ),
  'pratos-quentes': catIcon(
    '<path d="M10 32H54Q54 52 32 52Q10 52 10 32Z" fill="#26221F"/><ellipse cx="32" cy="32" rx="22" ry="5" fill="#B3261E"/><path d="M22 24Q18 18 22 12M32 24Q28 18 32 12M42 24Q38 18 42 12" stroke="#C9B8A6" stroke-width="2.5" fill="none" stroke-linecap="round"/><path d="M40 8L26 40M46 10L30 40" stroke="#8A6A4F" stroke-width="2.5"/>',
  ),
  sobremesas: catIcon(
    '<ellipse cx="32" cy="48" rx="22" ry="5" fill="#E8D8D0"/><path d="M12 44Q10 20 32 19Q54 20 52 44Q32 52 12 44Z" fill="#F8BBD0"/><ellipse cx="24" cy="28" rx="6" ry="3.5" fill="#fff" opacity=".6"/>',
  ),
  bebidas: catIcon(
    '<path d="M18 14H46L42 54H22Z" fill="#fff" stroke="#9CCFE6" stroke-width="2"/><path d="M20 26H44L42 52H22Z" fill="#C9D46A"/><path d="M34 30L42 6" stroke="#B3261E" stroke-width="3" stroke-linecap="round"/><circle cx="44" cy="16" r="6" fill="#9CCB3B"/>',
  ),
};

// ---------------------------------------------------------------- brand
const FONT = 'system-ui, sans-serif';
const logo = svg(
  400,
  96,
  `${blossom(48, 50, 0.95, BRAND.red, '#F7D774')}<text x="100" y="58" font-family="${FONT}" font-size="40"><tspan font-weight="800" fill="${BRAND.red}">Hanami</tspan><tspan font-weight="400" fill="${BRAND.charcoal}"> Sushi</tspan></text>${text(102, 82, 13, 'COZINHA JAPONESA · DELIVERY', { fill: '#6B625B', weight: 600 })}`,
);
const icon = svg(
  512,
  512,
  `<rect width="512" height="512" rx="112" fill="${BRAND.red}"/>${blossom(256, 262, 4.6, BRAND.cream, '#F7D774')}`,
);

// ---------------------------------------------------------------- write everything
const write = (rel, content) => {
  const file = path.join(pub, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return content.length;
};
const slugOf = (p) => path.basename(p, '.svg');
let count = 0;
let biggest = 0;
for (const product of catalog.products) {
  const slug = slugOf(product.imagem);
  const recipe = R[slug];
  if (!recipe) throw new Error(`No artwork recipe for product ${product.cod} (${slug})`);
  seed = product.cod;
  biggest = Math.max(biggest, write(product.imagem.replace('/img/', 'img/'), svg(400, 300, recipe())));
  count++;
}
for (const banner of catalog.banners) {
  const slug = slugOf(banner.imagem);
  const make = BANNERS[slug];
  if (!make) throw new Error(`No artwork for banner ${banner.id} (${slug})`);
  seed = banner.id * 97;
  write(banner.imagem.replace('/img/', 'img/'), svg(1200, 400, make()));
  count++;
}
for (const allergen of catalog.allergens) {
  const spec = ALLERGEN_ICONS[allergen.codigo];
  if (!spec) throw new Error(`No icon for allergen ${allergen.codigo}`);
  write(allergen.icone.replace('/img/', 'img/'), allergenIcon(...spec));
  count++;
}
for (const category of catalog.categories) {
  if (!category.icone) continue;
  const body = CATEGORY_ICONS[slugOf(category.icone)];
  if (!body) throw new Error(`No icon for category ${category.id} (${category.icone})`);
  write(category.icone.replace('/img/', 'img/'), body);
  count++;
}
write('img/brand/logo.svg', logo);
write('img/brand/icon.svg', icon);
count += 2;
console.info(`wrote ${count} SVG files (largest product illustration: ${biggest} bytes)`);
