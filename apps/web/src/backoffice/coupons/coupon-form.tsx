import type { CatalogChoices, CouponAdmin, LoyaltyAdminBenefit } from '@comanda/contract';
import { maskMoney, parseBRL } from '@comanda/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { catalog, coupons } from '../backoffice-api.ts';
import { Field, FormStatus } from '../field.tsx';
import { loyaltyAdmin } from '../loyalty/loyalty-calls.ts';
import { useSubmission } from '../use-submission.ts';

type Kind = 'fixo' | 'porcentagem' | 'produto' | 'beneficio';
const KINDS: Array<{ value: Kind; label: string; amount: string }> = [
  { value: 'fixo', label: 'Valor fixo', amount: 'Desconto (R$)' },
  { value: 'porcentagem', label: 'Porcentagem', amount: 'Desconto (%)' },
  { value: 'produto', label: 'Desconto num produto', amount: 'Desconto no produto (R$)' },
  { value: 'beneficio', label: 'Benefício do Shinguru', amount: 'Desconto nos itens (%)' },
];
const inReais = (kind: Kind) => kind === 'fixo' || kind === 'produto';

const MONEY_MASK = { thousands: '.' } as const;

const optionalInt = (value: FormDataEntryValue | null) => (value ? Number(value) : undefined);
const optionalText = (value: FormDataEntryValue | null) => (value ? String(value) : undefined);

/**
 * A new coupon of the brand — a fixed amount, a percentage, an amount off one product, or a Shinguru benefit — with a
 * percentage off the delivery fee, and restricted to a category and to stores if wanted; checked by the API as the
 * catalogue file's coupons are.
 */
export function CouponForm({
  lojaId,
  onCreated,
  onFailure,
}: {
  lojaId: number;
  onCreated: (coupon: CouponAdmin) => void;
  onFailure: (error: unknown) => void;
}) {
  const [tipo, setTipo] = useState<Kind>('fixo');
  const [amount, setAmount] = useState('');
  const [minimum, setMinimum] = useState('');
  const [choices, setChoices] = useState<CatalogChoices | null>(null);
  const [benefits, setBenefits] = useState<LoyaltyAdminBenefit[]>([]);
  const { busy, error, setError, run } = useSubmission(onFailure);
  useEffect(() => {
    catalog.choices(lojaId).then(setChoices, onFailure);
    loyaltyAdmin.view().then((view) => setBenefits(view.beneficios), onFailure);
  }, [lojaId, onFailure]);
  const kind = KINDS.find((k) => k.value === tipo)!;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const frete = optionalInt(data.get('frete'));
    const valor = amount.trim() === '' ? 0 : inReais(tipo) ? parseBRL(amount) : Number(amount);
    if (valor === null || !Number.isInteger(valor) || valor < 0 || (valor === 0 && !frete)) {
      setError(
        inReais(tipo)
          ? 'Informe o valor do desconto em reais (ou um desconto no frete).'
          : 'Informe a porcentagem de desconto (ou um desconto no frete).',
      );
      return;
    }
    const body = {
      codigo: String(data.get('codigo') ?? '').trim(),
      descricao: String(data.get('descricao') ?? '').trim(),
      tipo,
      valor,
      frete,
      categoriaId: optionalInt(data.get('categoriaId')),
      produtoCod: tipo === 'produto' ? optionalInt(data.get('produtoCod')) : undefined,
      beneficioId: tipo === 'beneficio' ? optionalInt(data.get('beneficioId')) : undefined,
      lojas: data.getAll('lojas').map(Number),
      valorMinimo: parseBRL(minimum) ?? 0,
      validoDe: optionalText(data.get('validoDe')),
      validoAte: optionalText(data.get('validoAte')),
      limiteTotal: optionalInt(data.get('limiteTotal')),
      limitePorCliente: optionalInt(data.get('limitePorCliente')),
      primeiroPedido: data.get('primeiroPedido') === 'on',
    };
    await run(async () => {
      onCreated(await coupons.create(lojaId, body));
    });
  }

  return (
    <form className="bo-card bo-form" onSubmit={submit} noValidate aria-label="Novo cupom">
      <Field label="Código" name="codigo" required autoCapitalize="characters" maxLength={40} />
      <Field label="Descrição" name="descricao" required maxLength={200} />
      <fieldset className="bo-radios">
        <legend className="op-field__label">Tipo de desconto</legend>
        {KINDS.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              checked={tipo === option.value}
              onChange={() => {
                setTipo(option.value);
                setAmount('');
              }}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      <Field
        label={kind.amount}
        inputMode="numeric"
        value={amount}
        onChange={(event) =>
          setAmount(
            inReais(tipo) ? maskMoney(event.target.value, MONEY_MASK) : event.target.value.replace(/\D/g, ''),
          )
        }
      />
      {tipo === 'produto' && (
        <label className="bo-inline-field">
          Produto
          <select name="produtoCod" required>
            {choices?.produtos.map((p) => (
              <option key={p.cod} value={p.cod}>
                {p.nome}
              </option>
            ))}
          </select>
        </label>
      )}
      {tipo === 'beneficio' && (
        <label className="bo-inline-field">
          Benefício
          <select name="beneficioId" required>
            {benefits
              .filter((b) => b.uso === 'cupom')
              .map((b) => (
                <option key={b.id} value={b.id}>
                  {b.nome}
                </option>
              ))}
          </select>
        </label>
      )}
      <Field
        label="Desconto no frete (%)"
        hint="100: frete grátis. Vazio: o frete não muda."
        name="frete"
        type="number"
        min={1}
        max={100}
      />
      <label className="bo-inline-field">
        Exige um item da categoria
        <select name="categoriaId" defaultValue="">
          <option value="">Qualquer categoria</option>
          {choices?.categorias.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nome}
            </option>
          ))}
        </select>
      </label>
      <Field
        label="Pedido mínimo (R$)"
        inputMode="numeric"
        value={minimum}
        onChange={(event) => setMinimum(maskMoney(event.target.value, MONEY_MASK))}
      />
      <Field label="Válido de" name="validoDe" type="date" />
      <Field label="Válido até" name="validoAte" type="date" />
      <Field label="Limite de usos (total)" name="limiteTotal" type="number" min={1} />
      <Field label="Limite por cliente" name="limitePorCliente" type="number" min={1} />
      <label className="bo-switch">
        <input type="checkbox" name="primeiroPedido" /> <span>Só no primeiro pedido</span>
      </label>
      <fieldset className="bo-radios">
        <legend className="op-field__label">Lojas (nenhuma marcada: todas)</legend>
        {choices?.lojas.map((loja) => (
          <label key={loja.id} className="bo-switch">
            <input type="checkbox" name="lojas" value={loja.id} /> <span>{loja.nome}</span>
          </label>
        ))}
      </fieldset>
      <FormStatus error={error} />
      <button className="op-button op-button--primary" type="submit" disabled={busy}>
        {busy ? 'Criando…' : 'Criar cupom'}
      </button>
    </form>
  );
}
