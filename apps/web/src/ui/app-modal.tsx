import { defineCustomElement as defineModal } from '@ionic/core/components/ion-modal.js';
import { type HTMLAttributes, type ReactNode, type Ref, useEffect, useRef } from 'react';

type ModalElement = HTMLElement & { isOpen: boolean; componentOnReady?: () => Promise<unknown> };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ion-modal': HTMLAttributes<HTMLElement> & { ref?: Ref<ModalElement>; class?: string };
    }
  }
}

defineModal();

interface AppModalProps {
  isOpen: boolean;
  onDismiss: () => void;
  className?: string;
  /** The dialog's accessible name (the screen's title); it follows the content when the modal swaps screens. */
  label?: string;
  children: ReactNode;
}

/**
 * Ionic's modal element driven directly. The @ionic/react wrapper would pull the modal into the entry chunk
 * (one module holds every wrapper); used here only from lazily loaded screens, it stays out of it.
 */
export function AppModal({ isOpen, onDismiss, className, label, children }: AppModalProps) {
  const modal = useRef<ModalElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    const element = modal.current;
    if (!element) return;
    const handleDismiss = () => dismiss.current();
    element.addEventListener('ionModalDidDismiss', handleDismiss);
    return () => element.removeEventListener('ionModalDidDismiss', handleDismiss);
  }, []);

  useEffect(() => {
    if (modal.current) modal.current.isOpen = isOpen;
  }, [isOpen]);

  // Ionic copies aria-label onto its dialog element only when it first loads; later names are set there directly.
  useEffect(() => {
    const element = modal.current;
    if (!element || !label) return;
    void (element.componentOnReady?.() ?? Promise.resolve()).then(() =>
      element.shadowRoot?.querySelector('[role="dialog"]')?.setAttribute('aria-label', label),
    );
  }, [label]);

  return (
    <ion-modal ref={modal} class={className} aria-label={label}>
      <div className="ion-page">{children}</div>
    </ion-modal>
  );
}
