import { useEffect, useRef } from 'react';
import { takeDonationQuestion } from '../donation-question.ts';
import { useDonationNavigation } from '../hooks/use-donation-navigation.ts';

/** How long the order's screen shows before the question opens over it. */
export const ASK_DELAY_MS = 1200;

/**
 * Mounted with an order's screen: once that screen shows an order just placed, the donation question
 * (modal-perguntar-doacao) opens over it, once per order.
 */
export function DonationQuestionTrigger({ pedidoId }: { pedidoId: number | null }) {
  const nav = useDonationNavigation();
  const navigation = useRef(nav);
  navigation.current = nav;
  useEffect(() => {
    if (pedidoId === null || !takeDonationQuestion(pedidoId)) return;
    const timer = window.setTimeout(() => navigation.current.openAsk(pedidoId), ASK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pedidoId]);
  return null;
}
