import type { ReactNode } from 'react';
import { Icon } from '../../../ui/icon.tsx';
import { failedGlyph, paidGlyph } from './payment-glyphs.ts';
import './pix-payment.css';

export interface PixOutcomeProps {
  tone: 'paid' | 'failed';
  /** The outcome in a few words ('Pagamento confirmado!'); some failures say it all in `text`. */
  title?: string;
  text: ReactNode;
  /** The ways on: open the order, close, try again… */
  children?: ReactNode;
}

/** How a Pix payment ended, for every payable: paid (a check) or not paid (a warning), the payable's words and ways on. */
export function PixOutcome({ tone, title, text, children }: PixOutcomeProps) {
  return (
    <div className={`pix pix--${tone}`} role={tone === 'paid' ? 'status' : 'alert'}>
      <Icon icon={tone === 'paid' ? paidGlyph : failedGlyph} className={`pix__${tone}-icon`} />
      {title && <h2 className="pix__title">{title}</h2>}
      <p className="pix__outcome-text">{text}</p>
      {children && <div className="pix__actions">{children}</div>}
    </div>
  );
}

/** A spinner while the payment is read or the screen moves on, named for screen readers. */
export function PixPending({ label }: { label: string }) {
  return (
    <div className="pix-pending" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
