import { toast } from './toast.ts';

/** What the toast says after a copy: that it worked, or what to do instead. */
export interface CopyMessages {
  copied: string;
  failed: string;
}

export const COPIED_MESSAGE = 'Copiado!';
export const NOT_COPIED_MESSAGE = 'Não foi possível copiar. Selecione o texto e copie.';

/** Older WebViews and pages outside a secure context have no Clipboard API: a selected, off-screen field is copied. */
function copyThroughSelection(text: string): void {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    if (!document.execCommand?.('copy')) throw new Error('copy refused');
  } finally {
    field.remove();
  }
}

/**
 * Every "copy" action of the app (§7: copying gives a success or an error toast). Resolves whether the text was
 * copied.
 */
export async function copyToClipboard(
  text: string,
  messages: CopyMessages = { copied: COPIED_MESSAGE, failed: NOT_COPIED_MESSAGE },
): Promise<boolean> {
  try {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no Clipboard API');
      await navigator.clipboard.writeText(text);
    } catch {
      copyThroughSelection(text);
    }
    toast.success(messages.copied);
    return true;
  } catch {
    toast.error(messages.failed);
    return false;
  }
}
