import type { BannerAdmin, CatalogChoices } from '@comanda/contract';
import { type FormEvent, useId, useState } from 'react';
import { type BannerBody, banners, catalog, failureMessage, StaffApiError } from '../backoffice-api.ts';
import { Field, FormStatus } from '../field.tsx';
import { useSubmission } from '../use-submission.ts';

export const KIND_NAMES = {
  produto: 'Produto',
  categoria: 'Categoria',
  link: 'Link',
  informativo: 'Informativo',
} as const satisfies Record<BannerAdmin['tipo'], string>;
const PLATFORMS = ['Todas', 'PWA', 'APP'] as const;

/** An instant as a `datetime-local` input shows it, in the browser's time zone ('' for none). */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}
const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);

interface FormState {
  nome: string;
  imagem: string;
  tipo: BannerAdmin['tipo'];
  produtoId: string;
  categoriaId: string;
  link: string;
  plataforma: BannerAdmin['plataforma'];
  padrao: boolean;
  lojas: number[];
  de: string;
  ate: string;
}

const stateOf = (b: BannerAdmin | undefined): FormState => ({
  nome: b?.nome ?? '',
  imagem: b?.imagem ?? '',
  tipo: b?.tipo ?? 'informativo',
  produtoId: String(b?.produtoId ?? ''),
  categoriaId: String(b?.categoriaId ?? ''),
  link: b?.link ?? '',
  plataforma: b?.plataforma ?? 'Todas',
  padrao: b?.padrao ?? false,
  lojas: b?.lojas ?? [],
  de: localInput(b?.validoDe ?? null),
  ate: localInput(b?.validoAte ?? null),
});

const bodyOf = (f: FormState, ativo: boolean): BannerBody => ({
  nome: f.nome.trim(),
  imagem: f.imagem,
  tipo: f.tipo,
  produtoId: f.tipo === 'produto' && f.produtoId ? Number(f.produtoId) : null,
  categoriaId: f.tipo === 'categoria' && f.categoriaId ? Number(f.categoriaId) : null,
  link: f.tipo === 'link' ? f.link.trim() || null : null,
  plataforma: f.plataforma,
  padrao: f.padrao,
  lojas: f.lojas,
  ativo,
  validoDe: isoOf(f.de),
  validoAte: isoOf(f.ate),
});

interface BannerFormProps {
  lojaId: number;
  choices: CatalogChoices;
  /** The banner edited; none: a new one. */
  banner?: BannerAdmin | undefined;
  onSaved: (banner: BannerAdmin) => void;
  onFailure: (error: unknown) => void;
}

/** A banner's picture, name, what it opens, platform, stores and schedule; the API's refusals beside their fields. */
export function BannerForm({ lojaId, choices, banner, onSaved, onFailure }: BannerFormProps) {
  const id = useId();
  const [form, setForm] = useState(() => stateOf(banner));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const { busy, error, run } = useSubmission((failure) => {
    onFailure(failure);
    if (failure instanceof StaffApiError)
      setErrors(Object.fromEntries(failure.fields.map((f) => [f.campo.replace(/\.\d+$/, ''), f.mensagem])));
  });
  const change = (patch: Partial<FormState>) => setForm((current) => ({ ...current, ...patch }));
  const title = banner ? `Editar o banner ${banner.nome}` : 'Novo banner';

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setErrors(({ imagem: _, ...rest }) => rest);
    try {
      change({ imagem: (await catalog.upload(file)).imagem });
    } catch (failure) {
      onFailure(failure);
      setErrors((current) => ({ ...current, imagem: failureMessage(failure) }));
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    const body = bodyOf(form, banner?.ativo ?? true);
    await run(async () =>
      onSaved(banner ? await banners.update(lojaId, banner.id, body) : await banners.create(lojaId, body)),
    );
  }

  const select = (
    label: string,
    name: 'produtoId' | 'categoriaId',
    options: { id: number; nome: string }[],
  ) => (
    <div>
      <label className="bo-inline-field">
        {label}
        <select
          value={form[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-${name}` : undefined}
          onChange={(event) => change({ [name]: event.target.value })}
        >
          <option value="">Escolha…</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.nome}
            </option>
          ))}
        </select>
      </label>
      {errors[name] && (
        <p id={`${id}-${name}`} className="op-field__error" role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form
      className={banner ? 'bo-form bo-editor' : 'bo-card bo-form'}
      onSubmit={submit}
      noValidate
      aria-label={title}
    >
      <div className="bo-picture bo-form__title">
        <div className="bo-picture__frame" aria-busy={uploading}>
          {form.imagem ? (
            <img src={form.imagem} alt="" width="120" />
          ) : (
            <span className="bo-muted">Sem foto</span>
          )}
        </div>
        <div className="bo-picture__fields">
          <div className="bo-field">
            <label className="op-field__label" htmlFor={`${id}-foto`}>
              Foto do banner
            </label>
            <p id={`${id}-foto-hint`} className="bo-field__hint">
              JPEG, PNG ou WebP, até 8 MB, pelo menos 240 × 240.
            </p>
            <input
              id={`${id}-foto`}
              className="op-field__input"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={uploading}
              aria-invalid={errors.imagem ? true : undefined}
              aria-describedby={`${id}-foto-hint${errors.imagem ? ` ${id}-foto-error` : ''}`}
              onChange={(event) => void upload(event.target.files?.[0])}
            />
            {uploading && <p role="status">Enviando a foto…</p>}
            {errors.imagem && (
              <p id={`${id}-foto-error`} className="op-field__error" role="alert">
                {errors.imagem}
              </p>
            )}
          </div>
          <Field
            label="Nome"
            value={form.nome}
            maxLength={80}
            error={errors.nome}
            onChange={(event) => change({ nome: event.target.value })}
          />
        </div>
      </div>
      <fieldset className="bo-radios">
        <legend className="op-field__label">Tipo</legend>
        {(Object.keys(KIND_NAMES) as BannerAdmin['tipo'][]).map((tipo) => (
          <label key={tipo}>
            <input type="radio" checked={form.tipo === tipo} onChange={() => change({ tipo })} />{' '}
            {KIND_NAMES[tipo]}
          </label>
        ))}
      </fieldset>
      {form.tipo === 'produto' &&
        select(
          'Produto',
          'produtoId',
          choices.produtos.map((p) => ({ id: p.cod, nome: p.nome })),
        )}
      {form.tipo === 'categoria' && select('Categoria', 'categoriaId', choices.categorias)}
      {form.tipo === 'link' && (
        <Field
          label="Link (https://)"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={form.link}
          maxLength={500}
          error={errors.link}
          onChange={(event) => change({ link: event.target.value })}
        />
      )}
      <fieldset className="bo-radios">
        <legend className="op-field__label">Plataforma</legend>
        {PLATFORMS.map((plataforma) => (
          <label key={plataforma}>
            <input
              type="radio"
              checked={form.plataforma === plataforma}
              onChange={() => change({ plataforma })}
            />{' '}
            {plataforma}
          </label>
        ))}
      </fieldset>
      <fieldset className="bo-radios">
        <legend className="op-field__label">
          Lojas <span className="bo-muted">(nenhuma marcada: todas as lojas)</span>
        </legend>
        {choices.lojas.map((loja) => (
          <label key={loja.id}>
            <input
              type="checkbox"
              checked={form.lojas.includes(loja.id)}
              onChange={(event) =>
                change({
                  lojas: event.target.checked
                    ? [...form.lojas, loja.id]
                    : form.lojas.filter((l) => l !== loja.id),
                })
              }
            />{' '}
            {loja.nome}
          </label>
        ))}
        {errors.lojas && (
          <p className="op-field__error" role="alert">
            {errors.lojas}
          </p>
        )}
      </fieldset>
      <Field
        label="Exibir de"
        type="datetime-local"
        value={form.de}
        error={errors.validoDe}
        hint="Vazio: desde já."
        onChange={(event) => change({ de: event.target.value })}
      />
      <Field
        label="Exibir até"
        type="datetime-local"
        value={form.ate}
        error={errors.validoAte}
        hint="Vazio: sem fim."
        onChange={(event) => change({ ate: event.target.value })}
      />
      <label className="bo-switch bo-switch--line bo-form__title">
        <input
          type="checkbox"
          checked={form.padrao}
          onChange={(event) => change({ padrao: event.target.checked })}
        />{' '}
        <span>Banner padrão (aparece quando nenhum outro se aplica)</span>
      </label>
      <FormStatus error={error} />
      <button className="op-button op-button--primary" type="submit" disabled={busy || uploading}>
        {busy ? 'Salvando…' : banner ? 'Salvar banner' : 'Criar banner'}
      </button>
    </form>
  );
}
