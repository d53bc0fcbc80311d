import { requestOverlays } from '../../lib/overlay-demand.ts';
import type {
  ConfirmDialogOptions,
  DialogRequest,
  DialogResult,
  InputDialogOptions,
  InputDialogResult,
} from './dialog-types.ts';

type Presenter = (request: DialogRequest) => void;
let presenter: Presenter | null = null;
const waiting: DialogRequest[] = [];

function present(request: DialogRequest): void {
  if (presenter) presenter(request);
  else {
    waiting.push(request);
    requestOverlays();
  }
}

export function registerDialogPresenter(next: Presenter): () => void {
  presenter = next;
  const first = waiting.shift();
  if (first) next(first);
  return () => {
    if (presenter === next) presenter = null;
  };
}

/** Opens the generic confirm dialog (modal-generica) and resolves with 'executar' or 'cancelar'. */
export function confirmDialog(options: ConfirmDialogOptions): Promise<DialogResult> {
  return new Promise((resolve) => {
    present({ kind: 'confirm', options, resolve });
  });
}

/** Opens the generic input dialog (modal-generica-input) and resolves with the typed value or 'cancelar'. */
export function inputDialog(options: InputDialogOptions): Promise<InputDialogResult> {
  return new Promise((resolve) => {
    present({ kind: 'input', options, resolve });
  });
}

type RouteResultListener = (result: DialogResult | InputDialogResult) => void;
const routeResultListeners = new Set<RouteResultListener>();

/** The route versions of the dialogs (mobile pages) report their answer here before going back. */
export function publishRouteDialogResult(result: DialogResult | InputDialogResult): void {
  for (const listener of routeResultListeners) listener(result);
}

export function onRouteDialogResult(listener: RouteResultListener): () => void {
  routeResultListeners.add(listener);
  return () => routeResultListeners.delete(listener);
}
