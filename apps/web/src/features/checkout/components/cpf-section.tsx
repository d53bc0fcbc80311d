import { useEffect } from 'react';
import { AppLink } from '../../../ui/app-link.tsx';
import { SwitchField } from '../../../ui/form/switch-field.tsx';
import { CPF_ON_RECEIPT_LABEL } from '../../../ui/texts.ts';
import { ADD_CPF_TITLE } from '../../account/index.ts';
import { takeCpfRequest, watchForAddedCpf } from '../cpf-return.ts';

interface CpfSectionProps {
  /** The account's CPF, if it has one. */
  cpf: string | null | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Desktop: the checkout is a modal, which closes for adicionar-cpf and is opened again once the CPF is saved. */
  leaveFor?: { go: (path: string) => void; reopen: () => void };
}

const ADD_CPF_PATH = '/adicionar-cpf';

/** CPF_ON_RECEIPT_LABEL: the account's CPF on the invoice, or a way to add one to the account (adicionar-cpf). */
export function CpfSection({ cpf, checked, onChange, leaveFor }: CpfSectionProps) {
  useEffect(() => {
    if (cpf && takeCpfRequest()) onChange(true);
  }, [cpf, onChange]);

  return (
    <section className="checkout-card" aria-labelledby="cpf-titulo">
      <h2 id="cpf-titulo" className="checkout-card__title">
        {CPF_ON_RECEIPT_LABEL}
      </h2>
      {cpf ? (
        <SwitchField
          label="Incluir CPF na nota fiscal"
          description={`CPF ${cpf}`}
          checked={checked}
          onToggle={() => onChange(!checked)}
        />
      ) : (
        <div className="checkout-cpf">
          <p className="checkout-cpf__text">Quer o CPF na nota fiscal? Adicione-o à sua conta.</p>
          {leaveFor ? (
            <button
              type="button"
              className="checkout-link"
              onClick={() => {
                watchForAddedCpf(leaveFor.reopen);
                leaveFor.go(ADD_CPF_PATH);
              }}
            >
              {ADD_CPF_TITLE}
            </button>
          ) : (
            <AppLink to={ADD_CPF_PATH} className="checkout-link" onClick={() => watchForAddedCpf()}>
              {ADD_CPF_TITLE}
            </AppLink>
          )}
        </div>
      )}
    </section>
  );
}
