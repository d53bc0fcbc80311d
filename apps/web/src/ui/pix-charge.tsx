import { useId } from 'react';
import { copyToClipboard } from '../lib/clipboard.ts';
import { Icon } from './icon.tsx';
import { PixQrCode } from './qr-code.tsx';
import './button.css';
import './pix-charge.css';

export const CODE_COPIED_MESSAGE = 'Código copiado!';
export const CODE_NOT_COPIED_MESSAGE = 'Não foi possível copiar o código. Selecione o texto e copie.';

// Drawn for the <Icon> mask, as ui/glyphs.ts.
const copyGlyph =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'><rect x='9' y='9' width='11' height='11' rx='2'/><path d='M5 15V5a1 1 0 0 1 1-1h9'/></svg>";

export interface PixChargeProps {
  /** The charge's BR Code, its copia e cola. */
  code: string;
  /** The charge's amount as shown ("R$ 102,90"). */
  amount: string;
}

/**
 * A Pix charge to pay, as the order's and the donation's Pix screens show it: the QR code, and the copia e cola
 * with a button that copies it (a toast says whether it could).
 */
export function PixCharge({ code, amount }: PixChargeProps) {
  const fieldId = useId();
  const copy = () => copyToClipboard(code, { copied: CODE_COPIED_MESSAGE, failed: CODE_NOT_COPIED_MESSAGE });

  return (
    <div className="pix-charge">
      <PixQrCode className="pix-charge__qr" value={code} label={`QR Code do Pix de ${amount}`} />
      <div className="pix-charge__copy">
        <label className="pix-charge__copy-label" htmlFor={fieldId}>
          Pix copia e cola
        </label>
        <textarea
          id={fieldId}
          className="pix-charge__copy-text"
          readOnly
          rows={3}
          value={code}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn--primary btn--block" onClick={() => void copy()}>
          <Icon icon={copyGlyph} />
          Copiar código
        </button>
      </div>
    </div>
  );
}
