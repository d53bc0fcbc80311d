import type { CSSProperties } from 'react';

/** How a level is drawn (contract `loyaltyLevelLook`): its colours come from the catalogue. */
export interface LevelLook {
  background: string;
  border_color: string;
}

const CHARCOAL = '#1f1d1b';
const WHITE = '#ffffff';
/** WCAG AA for normal text. */
const AA_TEXT = 4.5;

function channels(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const value = Number.parseInt(match[1] as string, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function luminance(hex: string): number | null {
  const rgb = channels(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two '#rrggbb' colours; 1 when either cannot be read. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return 1;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The app's charcoal or white, whichever reads better on `background`. */
export function readableInk(background: string): string {
  return contrastRatio(background, CHARCOAL) >= contrastRatio(background, WHITE) ? CHARCOAL : WHITE;
}

/**
 * The card's colours. A level's text is the charcoal or white that reads best on its background; the top level is
 * drawn inverted (§9): its border colour becomes the text and the accents, on the dark background, as long as that
 * pair still reads at AA.
 */
export function levelColours(look: LevelLook, inverted: boolean): { ink: string; accent: string } {
  const ink =
    inverted && contrastRatio(look.background, look.border_color) >= AA_TEXT
      ? look.border_color
      : readableInk(look.background);
  return { ink, accent: look.border_color };
}

/** The CSS custom properties a level's surfaces read (`--level-bg`, `--level-ink`, `--level-accent`). */
export function levelStyle(look: LevelLook, inverted: boolean): CSSProperties {
  const { ink, accent } = levelColours(look, inverted);
  return {
    '--level-bg': look.background,
    '--level-ink': ink,
    '--level-accent': accent,
  } as CSSProperties;
}
