import { useMemo } from 'react';
import { encode } from 'uqr';

/** The Pix QR code of a BR Code (copia e cola): error correction M and the 4-module quiet zone banks expect. */
export function DonationQrCode({ value, label }: { value: string; label: string }) {
  const qr = useMemo(() => encode(value, { ecc: 'M', border: 4 }), [value]);
  const path = useMemo(() => {
    let d = '';
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return d;
  }, [qr]);
  return (
    <svg
      className="donation-qr"
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
