import type { GiftCardAdmin, GiftCardIssued } from '@comanda/contract';
import { formatBRL } from '@comanda/domain';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { failureMessage, giftCards } from '../backoffice-api.ts';
import { brDay } from '../dates.ts';
import { FormStatus } from '../field.tsx';
import type { ScreenProps } from '../shell/sections.ts';
import { TableCard } from '../table-card.tsx';
import { LOADING } from '../texts.ts';
import { IssueForm } from './issue-form.tsx';
import { Statement } from './statement.tsx';

/** The brand's gift cards (admin): issue one (number and password shown once), find, read a statement, void. */
export function GiftCardsScreen({ lojaId, onFailure }: ScreenProps) {
  const [cards, setCards] = useState<GiftCardAdmin[] | null>(null);
  const [issued, setIssued] = useState<GiftCardIssued | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fail = useCallback(
    (failure: unknown) => {
      onFailure(failure);
      setError(failureMessage(failure));
    },
    [onFailure],
  );
  const load = useCallback(
    (numero?: string) => {
      setError(null);
      giftCards.list(lojaId, numero).then(setCards, fail);
    },
    [lojaId, fail],
  );
  useEffect(() => load(), [load]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const numero = String(new FormData(event.currentTarget).get('numero') ?? '').replace(/\D/g, '');
    load(numero || undefined);
  };
  const voidCard = (card: GiftCardAdmin) => {
    if (!window.confirm(`Anular o Gift Card ${card.numeroMascarado}? Ele deixa de ser aceito na sacola.`))
      return;
    giftCards
      .void(lojaId, card.id)
      .then(
        (saved) => setCards((current) => current?.map((c) => (c.id === saved.id ? saved : c)) ?? null),
        fail,
      );
  };

  return (
    <section aria-labelledby="bo-gift-cards-title">
      <h1 id="bo-gift-cards-title" className="bo-title">
        Gift Cards
      </h1>
      {issued && (
        <div className="bo-card bo-secret-card" role="status">
          <p>
            Gift Card de <strong>{formatBRL(issued.cartao.saldo)}</strong> emitido. Anote agora: a senha não
            será mostrada de novo.
          </p>
          <p>
            Número: <code data-testid="gift-card-number">{issued.numero}</code>
            <br />
            Senha: <code data-testid="gift-card-password">{issued.senha}</code>
          </p>
          <button type="button" className="op-button op-button--secondary" onClick={() => setIssued(null)}>
            Já anotei
          </button>
        </div>
      )}
      <IssueForm
        lojaId={lojaId}
        onIssued={(card) => {
          setIssued(card);
          setCards((current) => [card.cartao, ...(current ?? [])]);
        }}
        onFailure={onFailure}
      />
      <form className="bo-card bo-filters" onSubmit={search} aria-label="Buscar Gift Card">
        <label className="bo-inline-field">
          <span>Número do cartão</span>
          <input name="numero" inputMode="numeric" autoComplete="off" maxLength={23} />
        </label>
        <button className="op-button op-button--primary" type="submit">
          Buscar
        </button>
      </form>
      <FormStatus error={error} />
      {!cards && !error && <p role="status">{LOADING}</p>}
      {cards && (
        <TableCard label="Gift Cards da marca">
          <table className="bo-table">
            <caption className="visually-hidden">Gift Cards da marca</caption>
            <thead>
              <tr>
                <th scope="col">Cartão</th>
                <th scope="col" className="bo-num">
                  Saldo
                </th>
                <th scope="col">Validade</th>
                <th scope="col">Situação</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {cards.length === 0 && (
                <tr>
                  <td colSpan={5}>Nenhum Gift Card encontrado.</td>
                </tr>
              )}
              {cards.map((card) => (
                <GiftCardRow
                  key={card.id}
                  card={card}
                  open={open === card.id}
                  onToggle={() => setOpen(open === card.id ? null : card.id)}
                  onVoid={() => voidCard(card)}
                  lojaId={lojaId}
                  onFailure={fail}
                />
              ))}
            </tbody>
          </table>
        </TableCard>
      )}
    </section>
  );
}

function GiftCardRow({
  card,
  open,
  onToggle,
  onVoid,
  lojaId,
  onFailure,
}: {
  card: GiftCardAdmin;
  open: boolean;
  onToggle: () => void;
  onVoid: () => void;
  lojaId: number;
  onFailure: (error: unknown) => void;
}) {
  return (
    <>
      <tr>
        <td>
          <strong>{card.numeroMascarado}</strong>
        </td>
        <td className="bo-num">
          {formatBRL(card.saldo)}
          <br />
          <span className="bo-muted">de {formatBRL(card.saldoInicial)}</span>
        </td>
        <td>{brDay(card.validade)}</td>
        <td>{card.bloqueado ? 'Anulado' : 'Ativo'}</td>
        <td className="bo-actions">
          <button
            type="button"
            className="op-button op-button--secondary"
            aria-expanded={open}
            aria-label={`Extrato do Gift Card ${card.numeroMascarado}`}
            onClick={onToggle}
          >
            Extrato
          </button>
          {!card.bloqueado && (
            <button
              type="button"
              className="op-button op-button--danger"
              aria-label={`Anular o Gift Card ${card.numeroMascarado}`}
              onClick={onVoid}
            >
              Anular
            </button>
          )}
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={5}>
            <Statement lojaId={lojaId} id={card.id} onFailure={onFailure} />
          </td>
        </tr>
      )}
    </>
  );
}
