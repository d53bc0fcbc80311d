// Line icons of the payment screens, drawn for the <Icon> mask (as ui/glyphs.ts), loaded only with these screens.
const svg = (body: string) =>
  `data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${body}</svg>`;

export const cashGlyph = svg(
  "<rect x='2.5' y='6' width='19' height='12' rx='2'/><circle cx='12' cy='12' r='2.5'/><path d='M6 9.5v5M18 9.5v5'/>",
);
export const cardGlyph = svg(
  "<rect x='2.5' y='5' width='19' height='14' rx='2'/><path d='M2.5 10h19M6 15h4'/>",
);
export const pixGlyph = svg("<path d='M12 3l9 9-9 9-9-9z'/><path d='M8 12h8'/>");
export const checkGlyph = svg("<path d='M5 12.5l4.5 4.5L19 7.5'/>");
export const paidGlyph = svg("<circle cx='12' cy='12' r='9'/><path d='M8 12.5l2.8 2.8L16.5 9.5'/>");
export const failedGlyph = svg("<circle cx='12' cy='12' r='9'/><path d='M12 7.5v5.5M12 16.5v.01'/>");
