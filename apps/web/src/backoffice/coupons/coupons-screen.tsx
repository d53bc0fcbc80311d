import type { CouponAdmin } from '@comanda/contract';
import { formatBRL } from '@comanda/domain';
import { Fragment, useCallback, useEffect, useState } from 'react';
import { coupons, failureMessage } from '../backoffice-api.ts';
import { brDay } from '../dates.ts';
import { FormStatus } from '../field.tsx';
import type { ScreenProps } from '../shell/sections.ts';
import { TableCard } from '../table-card.tsx';
import { LOADING } from '../texts.ts';
import { CouponEditor } from './coupon-editor.tsx';
import { CouponForm } from './coupon-form.tsx';

const day = (iso: string | null) => (iso ? brDay(iso) : '…');
const period = (c: CouponAdmin) =>
  c.validoDe || c.validoAte ? `${day(c.validoDe)} a ${day(c.validoAte)}` : 'Sem validade';

function benefit(c: CouponAdmin): string {
  const delivery = c.frete === 100 ? 'Frete grátis' : c.frete ? `${c.frete}% do frete` : null;
  if (c.tipo === 'fixo' && c.valor === 0 && delivery) return delivery;
  const amount = amountOf(c);
  return delivery ? `${amount} + ${delivery}` : amount;
}

function amountOf(c: CouponAdmin): string {
  if (c.tipo === 'fixo') return formatBRL(c.valor);
  if (c.tipo === 'porcentagem') return `${c.valor}%`;
  if (c.tipo === 'produto') return `Produto #${c.produtoCod ?? '?'}`;
  return 'Benefício Shinguru';
}

/** The brand's coupons: each with its uses and limits, turned on and off here; a form creates new ones. */
export function CouponsScreen({ lojaId, onFailure }: ScreenProps) {
  const [list, setList] = useState<CouponAdmin[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);

  const fail = useCallback(
    (failure: unknown) => {
      onFailure(failure);
      setError(failureMessage(failure));
    },
    [onFailure],
  );
  useEffect(() => {
    coupons.list(lojaId).then(setList, fail);
  }, [lojaId, fail]);

  const toggle = (coupon: CouponAdmin) => {
    setError(null);
    coupons
      .update(lojaId, coupon.id, { ativo: !coupon.ativo })
      .then(
        (saved) => setList((current) => current?.map((c) => (c.id === saved.id ? saved : c)) ?? null),
        fail,
      );
  };

  return (
    <section aria-labelledby="bo-coupons-title">
      <div className="bo-toolbar">
        <h1 id="bo-coupons-title" className="bo-title">
          Cupons
        </h1>
        <button
          type="button"
          className="op-button op-button--primary"
          aria-expanded={creating}
          onClick={() => setCreating(!creating)}
        >
          Novo cupom
        </button>
      </div>
      {creating && (
        <CouponForm
          lojaId={lojaId}
          onCreated={(coupon) => {
            setList((current) => [coupon, ...(current ?? [])]);
            setCreating(false);
          }}
          onFailure={onFailure}
        />
      )}
      <FormStatus error={error} />
      {!list && !error && <p role="status">{LOADING}</p>}
      {list && (
        <TableCard label="Cupons da marca">
          <table className="bo-table">
            <caption className="visually-hidden">Cupons da marca</caption>
            <thead>
              <tr>
                <th scope="col">Código</th>
                <th scope="col">Desconto</th>
                <th scope="col">Validade</th>
                <th scope="col" className="bo-num">
                  Usos
                </th>
                <th scope="col">Ativo</th>
                <th scope="col">
                  <span className="visually-hidden">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((coupon) => (
                <Fragment key={coupon.id}>
                  <tr>
                    <td>
                      <strong>{coupon.codigo}</strong>
                      <br />
                      <span className="bo-muted">{coupon.descricao}</span>
                    </td>
                    <td>
                      {benefit(coupon)}
                      {coupon.valorMinimo > 0 && (
                        <span className="bo-muted"> · mínimo {formatBRL(coupon.valorMinimo)}</span>
                      )}
                    </td>
                    <td>{period(coupon)}</td>
                    <td className="bo-num">
                      {coupon.usos}
                      {coupon.limiteTotal !== null && ` / ${coupon.limiteTotal}`}
                    </td>
                    <td>
                      <label className="bo-switch">
                        <input type="checkbox" checked={coupon.ativo} onChange={() => toggle(coupon)} />
                        <span className="visually-hidden">Cupom {coupon.codigo} ativo</span>
                      </label>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="op-button op-button--secondary"
                        aria-expanded={editing === coupon.id}
                        aria-label={`Editar o cupom ${coupon.codigo}`}
                        onClick={() => setEditing(editing === coupon.id ? null : coupon.id)}
                      >
                        Editar
                      </button>
                    </td>
                  </tr>
                  {editing === coupon.id && (
                    <tr>
                      <td colSpan={6}>
                        <CouponEditor
                          lojaId={lojaId}
                          coupon={coupon}
                          onSaved={(saved) => {
                            setList(
                              (current) => current?.map((c) => (c.id === saved.id ? saved : c)) ?? null,
                            );
                            setEditing(null);
                          }}
                          onFailure={onFailure}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </TableCard>
      )}
    </section>
  );
}
