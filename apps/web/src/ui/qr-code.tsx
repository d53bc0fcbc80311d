import { useMemo } from 'react';
import { encode } from 'uqr';

/** The SVG path of a QR matrix: one unit square per dark module. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let path = '';
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
}

/**
 * A QR code drawn in the browser: error correction M and the 4-module quiet zone a phone's camera expects. Used by
 * the order's and the donation's Pix screens (a BR Code, copia e cola) and the back office's authenticator set-up.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className: string }) {
  const qr = useMemo(() => encode(value, { ecc: 'M', border: 4 }), [value]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qrPath(qr.data)} fill="#000" />
    </svg>
  );
}

/** A Pix QR code of a BR Code (copia e cola). */
export const PixQrCode = QrCode;
