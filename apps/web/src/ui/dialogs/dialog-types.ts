/** What the generic confirm dialog answers (§2): the action was confirmed or dismissed. */
export type DialogResult = 'executar' | 'cancelar';

export interface ConfirmDialogOptions {
  title: string;
  message?: string;
  confirmText?: string;
  cancelText?: string;
  destructive?: boolean;
}

export interface InputDialogOptions extends ConfirmDialogOptions {
  label: string;
  placeholder?: string;
  initialValue?: string;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
}

export type InputDialogResult = { result: 'executar'; value: string } | { result: 'cancelar' };

export type DialogRequest =
  | { kind: 'confirm'; options: ConfirmDialogOptions; resolve: (result: DialogResult) => void }
  | { kind: 'input'; options: InputDialogOptions; resolve: (result: InputDialogResult) => void };
