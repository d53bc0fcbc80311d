import {
  LOYALTY_CONTACT_MAX_LENGTH,
  type LoyaltyContactSubject,
  loyaltyContactBody,
  loyaltyContactSubjects,
} from '@comanda/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { sendContact } from '../api/send-contact.ts';
import { InfoPage } from '../components/info-page.tsx';
import { MemberGate } from '../components/member-gate.tsx';
import {
  CONTACT_INTRO,
  CONTACT_MESSAGE_LABEL,
  CONTACT_MESSAGE_PLACEHOLDER,
  CONTACT_SENT,
  CONTACT_SUBJECT_LABEL,
  CONTACT_SUBJECT_OPTIONS,
  CONTACT_SUBJECT_PLACEHOLDER,
  CONTACT_SUBMIT,
  contactCounter,
  contactCounterSpoken,
} from '../contact-texts.ts';
import { CONTACT_TITLE } from '../loyalty-titles.ts';
import '../../../ui/form/form.css';

type Field = 'assunto' | 'mensagem';

function ContactForm() {
  const [assunto, setAssunto] = useState<LoyaltyContactSubject | ''>('');
  const [mensagem, setMensagem] = useState('');
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [busy, run] = useAction();
  const subjectRef = useRef<HTMLSelectElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const subjectId = `${id}-assunto`;
  const messageId = `${id}-mensagem`;
  const counterId = `${id}-contador`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rules and messages: the form refuses exactly what the API would.
    const parsed = loyaltyContactBody.safeParse({ assunto, mensagem });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field: Field = issue?.path[0] === 'assunto' ? 'assunto' : 'mensagem';
      setInvalid(field);
      (field === 'assunto' ? subjectRef : messageRef).current?.focus();
      if (issue) toast.error(issue.message);
      return;
    }
    setInvalid(null);
    void run(async () => {
      const answer = await sendContact(parsed.data);
      toast.success(answer.message ?? CONTACT_SENT);
      setAssunto('');
      setMensagem('');
    });
  };

  return (
    <form className="form-stack contact-form" noValidate aria-label={CONTACT_TITLE} onSubmit={submit}>
      <p className="contact-form__intro">{CONTACT_INTRO}</p>
      <div className={invalid === 'assunto' ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={subjectId}>
          {CONTACT_SUBJECT_LABEL}
        </label>
        <select
          ref={subjectRef}
          id={subjectId}
          className="field__input"
          value={assunto}
          aria-invalid={invalid === 'assunto' || undefined}
          onChange={(event) => {
            setAssunto(event.target.value as LoyaltyContactSubject | '');
            if (invalid === 'assunto') setInvalid(null);
          }}
        >
          <option value="" disabled>
            {CONTACT_SUBJECT_PLACEHOLDER}
          </option>
          {loyaltyContactSubjects.map((subject) => (
            <option key={subject} value={subject}>
              {CONTACT_SUBJECT_OPTIONS[subject]}
            </option>
          ))}
        </select>
      </div>
      <div className={invalid === 'mensagem' ? 'field field--invalid' : 'field'}>
        <div className="contact-form__label-row">
          <label className="field__label" htmlFor={messageId}>
            {CONTACT_MESSAGE_LABEL}
          </label>
          <span id={counterId} className="contact-form__counter">
            <span aria-hidden="true">{contactCounter(mensagem.length)}</span>
            <span className="visually-hidden">{contactCounterSpoken(mensagem.length)}</span>
          </span>
        </div>
        <textarea
          ref={messageRef}
          id={messageId}
          className="field__input contact-form__message"
          rows={6}
          maxLength={LOYALTY_CONTACT_MAX_LENGTH}
          placeholder={CONTACT_MESSAGE_PLACEHOLDER}
          value={mensagem}
          aria-invalid={invalid === 'mensagem' || undefined}
          aria-describedby={counterId}
          onChange={(event) => {
            setMensagem(event.target.value);
            if (invalid === 'mensagem') setInvalid(null);
          }}
        />
      </div>
      <div className="form-actions">
        <SubmitButton busy={busy}>{CONTACT_SUBMIT}</SubmitButton>
      </div>
    </form>
  );
}

/** shinguru/fale-conosco: a member writes to the programme's team; the answer comes by e-mail. */
export function ContactPage() {
  return (
    <InfoPage title={CONTACT_TITLE}>
      <MemberGate>{() => <ContactForm />}</MemberGate>
    </InfoPage>
  );
}
