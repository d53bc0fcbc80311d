import './brand-mark.css';

interface MarkLine {
  text: string;
  /** Font size in the 48 × 32 drawing. */
  size: number;
  weight?: number;
  italic?: boolean;
  color?: string;
  /** Extra letter spacing, in drawing units. */
  spacing?: number;
}

interface MarkStyle {
  background: string;
  color: string;
  lines: readonly MarkLine[];
  /** A thin band along the bottom edge. */
  band?: string;
}

const WIDTH = 48;
const HEIGHT = 32;
const TEXT_ROOM = 40;

/**
 * Plain word marks drawn for this app: a coloured card with the brand's name set in type. They only help the eye
 * find a brand in a list; none reproduces a brand's logo.
 */
const MARKS: Readonly<Record<string, MarkStyle>> = {
  alelo: { background: '#3f7d1f', color: '#ffffff', lines: [{ text: 'alelo', size: 13, weight: 800 }] },
  amex: {
    background: '#1d67b8',
    color: '#ffffff',
    lines: [{ text: 'AMEX', size: 12, weight: 800, spacing: 1 }],
  },
  diners: {
    background: '#14406b',
    color: '#ffffff',
    lines: [
      { text: 'Diners', size: 11, weight: 700 },
      { text: 'CLUB', size: 6, weight: 700, spacing: 1.5, color: '#c9dcf0' },
    ],
  },
  elo: {
    background: '#141414',
    color: '#ffffff',
    lines: [{ text: 'elo', size: 16, weight: 800 }],
    band: '#f2b51a',
  },
  hiper: { background: '#c4500f', color: '#ffffff', lines: [{ text: 'Hiper', size: 13, weight: 800 }] },
  hipercard: {
    background: '#a8141d',
    color: '#ffffff',
    lines: [
      { text: 'Hiper', size: 11, weight: 800 },
      { text: 'card', size: 9, weight: 600, color: '#ffe1e3' },
    ],
  },
  mastercard: {
    background: '#262223',
    color: '#ffffff',
    lines: [
      { text: 'master', size: 10, weight: 700 },
      { text: 'card', size: 10, weight: 700 },
    ],
    band: '#e8641d',
  },
  sodexo: { background: '#2b2a63', color: '#ffffff', lines: [{ text: 'Sodexo', size: 11, weight: 700 }] },
  'ticket restaurante': {
    background: '#c8102e',
    color: '#ffffff',
    lines: [
      { text: 'Ticket', size: 11, weight: 800 },
      { text: 'RESTAURANTE', size: 5, weight: 700, spacing: 0.4 },
    ],
  },
  visa: {
    background: '#1a2474',
    color: '#ffffff',
    lines: [{ text: 'VISA', size: 13, weight: 800, italic: true, spacing: 0.5 }],
  },
  'visa refeicao': {
    background: '#1a2474',
    color: '#ffffff',
    lines: [
      { text: 'VISA', size: 11, weight: 800, italic: true, spacing: 0.5 },
      { text: 'refeição', size: 7, weight: 700, color: '#f5c242' },
    ],
  },
  vr: {
    background: '#0b6b34',
    color: '#ffd84d',
    lines: [{ text: 'VR', size: 15, weight: 900, spacing: 0.5 }],
  },
};

const normalize = (brand: string): string =>
  brand.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase().replace(/\s+/g, ' ');

/** Any other brand: a grey card with its initials. */
function fallbackMark(brand: string): MarkStyle {
  const initials = brand
    .trim()
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return {
    background: '#5f5852',
    color: '#ffffff',
    lines: [{ text: initials || '?', size: 12, weight: 800 }],
  };
}

/** Rough width of bold sans-serif text, to squeeze only the lines that would not fit. */
const estimatedWidth = (line: MarkLine): number =>
  line.text.length * (line.size * 0.62 + (line.spacing ?? 0));

export interface BrandMarkProps {
  /** Card brand as the API spells it (§9), any case or accents; unknown brands get their initials. */
  brand: string;
  /** 'sm' 36 × 24 px, 'md' (default) 48 × 32 px. */
  size?: 'sm' | 'md';
  /** Hides the mark from assistive technology when the brand's name is written beside it. */
  decorative?: boolean;
  className?: string;
}

/** A small mark for a card brand, named by the brand for assistive technology (role img). */
export function BrandMark({ brand, size = 'md', decorative = false, className }: BrandMarkProps) {
  const mark = MARKS[normalize(brand)] ?? fallbackMark(brand);
  const gap = 2;
  const textHeight = mark.lines.reduce((sum, line) => sum + line.size, 0) + gap * (mark.lines.length - 1);
  const bandHeight = mark.band ? 3 : 0;
  let top = (HEIGHT - bandHeight - textHeight) / 2;
  const classes = ['brand-mark', `brand-mark--${size}`, className].filter(Boolean).join(' ');
  return (
    <svg
      className={classes}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={size === 'sm' ? 36 : 48}
      height={size === 'sm' ? 24 : 32}
      focusable="false"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : brand}
      aria-hidden={decorative || undefined}
      data-brand={brand}
    >
      {!decorative && <title>{brand}</title>}
      <rect width={WIDTH} height={HEIGHT} rx="5" fill={mark.background} />
      {mark.band && <rect y={HEIGHT - bandHeight} width={WIDTH} height={bandHeight} fill={mark.band} />}
      {mark.lines.map((line) => {
        const baseline = top + line.size * 0.8;
        top += line.size + gap;
        const squeeze = estimatedWidth(line) > TEXT_ROOM;
        return (
          <text
            key={line.text}
            x={WIDTH / 2}
            y={baseline}
            textAnchor="middle"
            fill={line.color ?? mark.color}
            fontSize={line.size}
            fontWeight={line.weight ?? 700}
            fontStyle={line.italic ? 'italic' : undefined}
            letterSpacing={line.spacing}
            textLength={squeeze ? TEXT_ROOM : undefined}
            lengthAdjust={squeeze ? 'spacingAndGlyphs' : undefined}
          >
            {line.text}
          </text>
        );
      })}
    </svg>
  );
}
