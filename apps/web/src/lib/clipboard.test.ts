import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MESSAGE, copyToClipboard, NOT_COPIED_MESSAGE } from './clipboard.ts';
import { registerToastPresenter, type ToastRequest } from './toast.ts';

let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  });
}

function stubExecCommand(result: boolean) {
  const execCommand = vi.fn(() => result);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

beforeEach(() => {
  toasts = [];
  stopToasts = registerToastPresenter((toast) => toasts.push(toast));
});
afterEach(() => {
  stopToasts();
  stubClipboard(undefined);
});

describe('copyToClipboard (§7: copying gives a success or an error toast)', () => {
  it('copies through the Clipboard API and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    expect(await copyToClipboard('SHINGURU10')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('SHINGURU10');
    expect(toasts).toEqual([{ kind: 'success', message: COPIED_MESSAGE, duration: 1500 }]);
  });

  it('uses the caller’s messages', async () => {
    stubClipboard(async () => undefined);
    await copyToClipboard('000201…', { copied: 'Código copiado!', failed: 'x' });
    expect(toasts.at(-1)).toMatchObject({ kind: 'success', message: 'Código copiado!' });
  });

  it('falls back to copying a selected field where the Clipboard API is missing or refused', async () => {
    stubClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    const execCommand = stubExecCommand(true);
    expect(await copyToClipboard('6062 8288 1234 5678')).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    expect(toasts.at(-1)).toMatchObject({ kind: 'success' });
  });

  it('gives an error toast, recorded in the data layer, when nothing could copy', async () => {
    stubClipboard(undefined);
    stubExecCommand(false);
    expect(await copyToClipboard('SHINGURU10')).toBe(false);
    expect(toasts).toEqual([{ kind: 'error', message: NOT_COPIED_MESSAGE, duration: 1500 }]);
    expect(window.dataLayer).toContainEqual({ event: 'toast_erro', message: NOT_COPIED_MESSAGE });
  });
});
