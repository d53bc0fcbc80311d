// Line icons of the checkout screens, drawn for the <Icon> mask (as ui/glyphs.ts), loaded only with these screens.
const svg = (body: string) =>
  `data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${body}</svg>`;

export const pinGlyph = svg(
  "<path d='M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z'/><circle cx='12' cy='9.5' r='2.5'/>",
);
export const storeGlyph = svg(
  "<path d='M4 10v10h16V10'/><path d='M3 10l2-6h14l2 6z'/><path d='M10 20v-5h4v5'/>",
);
export const clockGlyph = svg("<circle cx='12' cy='12' r='9'/><path d='M12 7v5l3 2'/>");
export const receiptGlyph = svg("<path d='M6 3h12v18l-3-2-3 2-3-2-3 2z'/><path d='M9 8h6M9 12h6'/>");
