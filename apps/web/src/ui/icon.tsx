import type { CSSProperties } from 'react';
import './icon.css';

const masks = new Map<string, string>();

/**
 * ionicons' data URLs style their strokes through classes that only exist inside <ion-icon>; spelling the
 * attributes out lets the same path data paint through a CSS mask in the current text colour.
 */
function toMask(icon: string): string {
  const cached = masks.get(icon);
  if (cached) return cached;
  const svg = icon
    .replace(/^data:image\/svg\+xml;utf8,/, '')
    .replace(/class='ionicon'/, "stroke='black'")
    .replace(/class='ionicon-fill-none ionicon-stroke-width'/g, "fill='none' stroke-width='32'")
    .replace(/class='ionicon-fill-none'/g, "fill='none'")
    .replace(/class='ionicon-stroke-width'/g, "stroke-width='32'");
  const mask = `url("data:image/svg+xml;utf8,${encodeURIComponent(svg)}")`;
  masks.set(icon, mask);
  return mask;
}

/** A decorative icon from ionicons/icons, drawn in the current text colour at 1em. */
export function Icon({ icon, className }: { icon: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={className ? `icon ${className}` : 'icon'}
      style={{ '--icon-mask': toMask(icon) } as CSSProperties}
    />
  );
}
