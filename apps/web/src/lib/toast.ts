import { TOAST_DURATION_MS } from '@comanda/domain';
import { trackErrorToast } from './analytics.ts';
import { requestOverlays } from './overlay-demand.ts';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastRequest {
  message: string;
  kind: ToastKind;
  duration: number;
}

type Presenter = (toast: ToastRequest) => void;
let presenter: Presenter | null = null;
const pending: ToastRequest[] = [];

/** The shell's toast host registers here; toasts raised before it mounts are shown once it does. */
export function registerToastPresenter(next: Presenter): () => void {
  presenter = next;
  for (const toast of pending.splice(0)) next(toast);
  return () => {
    if (presenter === next) presenter = null;
  };
}

/** Shows a toast (1500 ms unless told otherwise, §9). Error toasts are also recorded in the data layer. */
export function showToast(message: string, kind: ToastKind = 'info', duration = TOAST_DURATION_MS): void {
  if (kind === 'error') trackErrorToast(message);
  const toast = { message, kind, duration };
  if (presenter) presenter(toast);
  else {
    pending.push(toast);
    requestOverlays();
  }
}

export const toast = {
  success: (message: string, duration?: number) => showToast(message, 'success', duration),
  error: (message: string, duration?: number) => showToast(message, 'error', duration),
  info: (message: string, duration?: number) => showToast(message, 'info', duration),
};
