import { useEffect, useState } from 'react';
import { secondsLeft } from '../countdown.ts';

/** Whole seconds left until `expiresAt` (an ISO instant), renewed every second; 0 without a charge. */
export function usePixCountdown(expiresAt: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  return expiresAt === null ? 0 : secondsLeft(expiresAt, now);
}
