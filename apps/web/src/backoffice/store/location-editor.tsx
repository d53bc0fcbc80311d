import type { StoreAdmin } from '@comanda/contract';
import { maskCep, maskMoney, parseBRL } from '@comanda/domain';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { storeSettings } from '../backoffice-api.ts';
import { Field } from '../field.tsx';
import { LOADING } from '../texts.ts';

const AreaMap = lazy(() => import('./area-map.tsx'));

const MONEY_MASK = { thousands: '.' } as const;
type Band = { key: number; ateKm: string; valor: string };
let bandKeys = 0;
const bandOf = (ateKm: number | string, valor: string): Band => ({
  key: ++bandKeys,
  ateKm: String(ateKm),
  valor,
});
/** "3,5" or "3.5" km as typed. */
const km = (text: string) => Number(text.replace(',', '.'));

interface LocationEditorProps {
  store: StoreAdmin;
  admin: boolean;
  /** Saves through the screen (its message and the store it answers). */
  save: (action: Promise<StoreAdmin>) => Promise<void>;
  errors: Record<string, string>;
}

/**
 * Where the store is and where it delivers (admin): name, phone, address, its point (a click on the map or the
 * coordinates), Shinguru; the delivery radius and the fee bands, drawn on the map as they are typed. A manager sees
 * the map and the bands.
 */
export function LocationEditor({ store, admin, save, errors }: LocationEditorProps) {
  const [point, setPoint] = useState({ lat: store.lat, lng: store.lng });
  const [address, setAddress] = useState(store.endereco);
  const [radius, setRadius] = useState(String(store.raioEntregaKm));
  const [bands, setBands] = useState<Band[]>(() =>
    store.faixasFrete.map((band) => bandOf(band.ateKm, maskMoney(String(band.valor), MONEY_MASK))),
  );
  const [bandError, setBandError] = useState<string | null>(null);

  function saveDetails(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void save(
      storeSettings.details(store.id, {
        nome: String(data.get('nome') ?? ''),
        telefone: String(data.get('telefone') ?? ''),
        endereco: { ...address, complemento: address.complemento || undefined },
        lat: point.lat,
        lng: point.lng,
        habilitadoShinguru: data.get('habilitadoShinguru') === 'on',
      }),
    );
  }
  function saveArea(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const faixasFrete = bands.map((band) => ({ ateKm: km(band.ateKm), valor: parseBRL(band.valor) }));
    if (faixasFrete.some((band) => band.valor === null || !Number.isFinite(band.ateKm))) {
      setBandError('Informe cada faixa com a distância em km e o frete em reais, como 4,90.');
      return;
    }
    setBandError(null);
    void save(
      storeSettings.deliveryArea(store.id, {
        raioEntregaKm: km(radius),
        faixasFrete: faixasFrete as Array<{ ateKm: number; valor: number }>,
      }),
    );
  }
  const setBand = (index: number, patch: Partial<Band>) =>
    setBands(bands.map((band, i) => (i === index ? { ...band, ...patch } : band)));
  const field = (name: keyof StoreAdmin['endereco'], label: string, extra: object = {}) => (
    <Field
      label={label}
      value={address[name] ?? ''}
      error={errors[`endereco.${name}`]}
      onChange={(event) => setAddress({ ...address, [name]: event.target.value })}
      {...extra}
    />
  );

  return (
    <section className="bo-card" aria-labelledby="bo-location-title">
      <h2 id="bo-location-title" className="bo-card__title">
        Endereço e área de entrega
      </h2>
      <Suspense fallback={<p role="status">{LOADING}</p>}>
        <AreaMap
          point={point}
          raioEntregaKm={km(radius) || 0}
          faixasFrete={bands.map((band) => ({ ateKm: km(band.ateKm) || 0 }))}
          onPoint={admin ? setPoint : undefined}
        />
      </Suspense>
      {!admin && (
        <p className="bo-muted">
          {store.endereco.logradouro}, {store.endereco.numero} · {store.endereco.bairro} · raio de{' '}
          {store.raioEntregaKm} km. Só a administração da marca muda o endereço e a área.
        </p>
      )}
      {admin && (
        <>
          <form className="bo-form" onSubmit={saveDetails} noValidate aria-label="Dados da loja">
            <p className="bo-field__hint bo-form__title">Clique no mapa para marcar o ponto da loja.</p>
            <Field
              label="Nome da loja"
              name="nome"
              defaultValue={store.nome}
              maxLength={80}
              error={errors.nome}
            />
            <Field label="Telefone" name="telefone" defaultValue={store.telefone} error={errors.telefone} />
            {field('logradouro', 'Logradouro', { maxLength: 120 })}
            {field('numero', 'Número', { maxLength: 20 })}
            {field('complemento', 'Complemento', { maxLength: 80 })}
            {field('bairro', 'Bairro', { maxLength: 80 })}
            {field('cidade', 'Cidade', { maxLength: 80 })}
            {field('estado', 'UF', { maxLength: 2, autoCapitalize: 'characters' })}
            <Field
              label="CEP"
              inputMode="numeric"
              value={address.cep}
              error={errors['endereco.cep']}
              onChange={(event) => setAddress({ ...address, cep: maskCep(event.target.value) })}
            />
            <Field
              label="Latitude"
              type="number"
              step="any"
              value={point.lat}
              error={errors.lat}
              onChange={(event) => setPoint({ ...point, lat: Number(event.target.value) })}
            />
            <Field
              label="Longitude"
              type="number"
              step="any"
              value={point.lng}
              error={errors.lng}
              onChange={(event) => setPoint({ ...point, lng: Number(event.target.value) })}
            />
            <label className="bo-switch">
              <input type="checkbox" name="habilitadoShinguru" defaultChecked={store.habilitadoShinguru} />
              <span>Participa do Shinguru</span>
            </label>
            <button className="op-button op-button--primary" type="submit">
              Salvar dados da loja
            </button>
          </form>
          <form className="bo-area" onSubmit={saveArea} noValidate aria-label="Área de entrega">
            <Field
              label="Raio de entrega (km)"
              inputMode="decimal"
              value={radius}
              error={errors.raioEntregaKm}
              onChange={(event) => setRadius(event.target.value)}
            />
            <ul className="bo-option-rows">
              {bands.map((band, i) => (
                <li key={band.key} className="bo-option-row">
                  <Field
                    label={`Faixa ${i + 1}: até (km)`}
                    inputMode="decimal"
                    value={band.ateKm}
                    onChange={(event) => setBand(i, { ateKm: event.target.value })}
                  />
                  <Field
                    label={`Frete da faixa ${i + 1} (R$)`}
                    inputMode="numeric"
                    value={band.valor}
                    onChange={(event) => setBand(i, { valor: maskMoney(event.target.value, MONEY_MASK) })}
                  />
                  <button
                    type="button"
                    className="op-button op-button--secondary"
                    aria-label={`Remover a faixa ${i + 1}`}
                    disabled={bands.length === 1}
                    onClick={() => setBands(bands.filter((_, j) => j !== i))}
                  >
                    Remover
                  </button>
                </li>
              ))}
            </ul>
            {(bandError ?? errors.faixasFrete) && (
              <p className="op-field__error" role="alert">
                {bandError ?? errors.faixasFrete}
              </p>
            )}
            <div className="bo-actions">
              <button
                type="button"
                className="op-button op-button--secondary"
                onClick={() => setBands([...bands, bandOf('', '')])}
              >
                Adicionar faixa
              </button>
              <button className="op-button op-button--primary" type="submit">
                Salvar área de entrega
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
