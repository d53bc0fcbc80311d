// Line icons for the ordering screens, drawn for the <Icon> mask. Kept apart from icons.ts (which the first load
// carries) so that only the lazily loaded screens that use them pay for them.
const svg = (body: string) =>
  `data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${body}</svg>`;

export const plusGlyph = svg("<path d='M12 5v14M5 12h14'/>");
export const minusGlyph = svg("<path d='M5 12h14'/>");
export const trashGlyph = svg(
  "<path d='M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3'/>",
);
export const pencilGlyph = svg("<path d='M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4'/>");
export const giftGlyph = svg(
  "<rect x='3' y='8' width='18' height='13' rx='2'/><path d='M12 8v13M3 12h18M12 8S10.5 3 8 3.5 6.5 8 12 8zM12 8s1.5-5 4-4.5S17.5 8 12 8z'/>",
);
export const ticketGlyph = svg(
  "<path d='M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z'/><path d='M9 6v12' stroke-dasharray='2 2'/>",
);
export const leafGlyph = svg("<path d='M5 19C5 10 10 5 20 4c-1 10-6 15-15 15zM5 19l7-7'/>");
export const documentGlyph = svg("<path d='M7 3h7l5 5v13H7z'/><path d='M14 3v5h5M10 13h6M10 17h6'/>");
export const clockGlyph = svg("<circle cx='12' cy='12' r='9'/><path d='M12 7v5l3 2'/>");
