import { useEffect, useState } from 'react';

/** Seconds left until `resendAt` (epoch ms), ticking every second. */
export function useCountdown(resendAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const left = resendAt ? Math.max(0, Math.ceil((resendAt - now) / 1000)) : 0;
  useEffect(() => {
    if (left === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  return left;
}

export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** 'Reenviar código', disabled with a visible countdown until the server allows another send. */
export function ResendCode({
  resendAt,
  busy,
  onResend,
}: {
  resendAt: number | undefined;
  busy: boolean;
  onResend: () => void;
}) {
  const left = useCountdown(resendAt);
  return (
    <div className="resend-code">
      <button
        type="button"
        className="btn btn--block btn--ghost"
        disabled={left > 0 || busy}
        onClick={onResend}
      >
        Reenviar código
      </button>
      <p className="resend-code__timer" aria-live="polite">
        {left > 0
          ? `Você poderá pedir um novo código em ${formatCountdown(left)}.`
          : 'Não recebeu? Peça um novo código.'}
      </p>
    </div>
  );
}
