import { SUPPORT_MESSAGE_MAX_LENGTH, supportMessageProblem } from '@comanda/domain';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import {
  SUPPORT_MESSAGE_LABEL,
  SUPPORT_MESSAGE_PLACEHOLDER,
  SUPPORT_SEND,
  SUPPORT_SENDING,
} from '../support-texts.ts';

/** Where the customer writes: Enter sends, Shift+Enter breaks the line; the contract's rules before sending. */
export function MessageComposer({ onSend }: { onSend: (texto: string) => Promise<void> }) {
  const [texto, setTexto] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, run] = useAction();
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const problem = supportMessageProblem(texto);
    if (problem) {
      setInvalid(true);
      field.current?.focus();
      toast.error(problem);
      return;
    }
    setInvalid(false);
    void run(async () => {
      await onSend(texto.trim());
      setTexto('');
      field.current?.focus();
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const nearLimit = texto.length > SUPPORT_MESSAGE_MAX_LENGTH - 100;
  return (
    <form className="support-chat__composer" noValidate onSubmit={submit}>
      <label className="visually-hidden" htmlFor={`${id}-texto`}>
        {SUPPORT_MESSAGE_LABEL}
      </label>
      <textarea
        ref={field}
        id={`${id}-texto`}
        className="support-chat__input"
        rows={2}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        placeholder={SUPPORT_MESSAGE_PLACEHOLDER}
        value={texto}
        aria-invalid={invalid || undefined}
        {...(nearLimit ? { 'aria-describedby': `${id}-contador` } : {})}
        onChange={(event) => {
          setTexto(event.target.value);
          if (invalid) setInvalid(false);
        }}
        onKeyDown={onKeyDown}
      />
      {nearLimit && (
        <span id={`${id}-contador`} className="support-chat__counter">
          {texto.length}/{SUPPORT_MESSAGE_MAX_LENGTH}
        </span>
      )}
      <button type="submit" className="btn btn--primary support-chat__send" disabled={busy}>
        {busy ? SUPPORT_SENDING : SUPPORT_SEND}
      </button>
    </form>
  );
}
