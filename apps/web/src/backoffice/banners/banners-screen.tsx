import type { BannerAdmin, CatalogChoices } from '@comanda/contract';
import { useCallback, useEffect, useState } from 'react';
import { banners, catalog, failureMessage } from '../backoffice-api.ts';
import { FormStatus } from '../field.tsx';
import type { ScreenProps } from '../shell/sections.ts';
import { LOADING } from '../texts.ts';
import { BannerForm, KIND_NAMES } from './banner-form.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

function schedule(b: BannerAdmin): string | null {
  if (b.validoDe && b.validoAte) return `De ${when(b.validoDe)} até ${when(b.validoAte)}`;
  if (b.validoDe) return `A partir de ${when(b.validoDe)}`;
  if (b.validoAte) return `Até ${when(b.validoAte)}`;
  return null;
}

/** Where the banner leads, named as the menu names it. */
function target(b: BannerAdmin, choices: CatalogChoices | null): string {
  if (b.tipo === 'produto')
    return choices?.produtos.find((p) => p.cod === b.produtoId)?.nome ?? `Produto #${b.produtoId}`;
  if (b.tipo === 'categoria')
    return choices?.categorias.find((c) => c.id === b.categoriaId)?.nome ?? `Categoria #${b.categoriaId}`;
  return b.tipo === 'link' ? (b.link ?? '') : '';
}

function stores(b: BannerAdmin, choices: CatalogChoices | null): string {
  if (b.lojas.length === 0) return 'Todas as lojas';
  return b.lojas.map((id) => choices?.lojas.find((l) => l.id === id)?.nome ?? `Loja ${id}`).join(', ');
}

/** Shown to customers now: active and inside its schedule (the API decides again on its own clock). */
function state(b: BannerAdmin, now: number): { text: string; live: boolean } {
  if (!b.ativo) return { text: 'Inativo', live: false };
  if (b.validoDe && Date.parse(b.validoDe) > now) return { text: 'Agendado', live: false };
  if (b.validoAte && Date.parse(b.validoAte) < now) return { text: 'Encerrado', live: false };
  return { text: 'No ar', live: true };
}

/**
 * The brand's banners (admin), in the order the menu's first screen shows them: moved up and down, turned on and
 * off, edited in place; a form creates new ones.
 */
export function BannersScreen({ lojaId, onFailure }: ScreenProps) {
  const [list, setList] = useState<BannerAdmin[] | null>(null);
  const [choices, setChoices] = useState<CatalogChoices | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const fail = useCallback(
    (failure: unknown) => {
      onFailure(failure);
      setError(failureMessage(failure));
    },
    [onFailure],
  );
  useEffect(() => {
    banners.list(lojaId).then(setList, fail);
    catalog.choices(lojaId).then(setChoices, fail);
  }, [lojaId, fail]);

  const replace = (saved: BannerAdmin) =>
    setList((current) => current?.map((b) => (b.id === saved.id ? saved : b)) ?? null);
  const act = async (action: () => Promise<void>, message: string) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await action();
      setDone(message);
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = (list ?? []).map((b) => b.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    void act(async () => setList(await banners.order(lojaId, ids)), 'Ordem dos banners salva.');
  };
  const toggle = (banner: BannerAdmin) =>
    void act(
      async () => replace(await banners.update(lojaId, banner.id, { ativo: !banner.ativo })),
      banner.ativo ? `Banner ${banner.nome} desativado.` : `Banner ${banner.nome} ativado.`,
    );

  const now = Date.now();
  return (
    <section aria-labelledby="bo-banners-title">
      <div className="bo-toolbar">
        <h1 id="bo-banners-title" className="bo-title">
          Banners
        </h1>
        <button
          type="button"
          className="op-button op-button--primary"
          aria-expanded={creating}
          disabled={!choices}
          onClick={() => setCreating(!creating)}
        >
          Novo banner
        </button>
      </div>
      {creating && choices && (
        <BannerForm
          lojaId={lojaId}
          choices={choices}
          onSaved={(banner) => {
            setList((current) => [...(current ?? []), banner]);
            setCreating(false);
            setDone(`Banner ${banner.nome} criado.`);
          }}
          onFailure={onFailure}
        />
      )}
      <FormStatus error={error} done={done} />
      {!list && !error && <p role="status">{LOADING}</p>}
      {list && list.length === 0 && <p className="bo-empty">Nenhum banner ainda.</p>}
      {list && list.length > 0 && (
        <section className="bo-card" aria-label="Banners da marca, na ordem da vitrine" aria-busy={busy}>
          <ol className="bo-products">
            {list.map((banner, index) => {
              const shown = state(banner, now);
              const period = schedule(banner);
              const leads = target(banner, choices);
              return (
                <li key={banner.id}>
                  <div className="bo-product">
                    <img src={banner.imagem} alt="" width="120" />
                    <div className="bo-product__main">
                      <p className="bo-product__name">{banner.nome}</p>
                      <p className="bo-product__facts">
                        <span>
                          {KIND_NAMES[banner.tipo]}
                          {leads && `: ${leads}`}
                        </span>
                        <span className="op-tag">
                          {banner.plataforma === 'Todas' ? 'Todas as plataformas' : banner.plataforma}
                        </span>
                        <span className="op-tag">{stores(banner, choices)}</span>
                        {period && <span className="op-tag">{period}</span>}
                        {banner.padrao && <span className="op-tag op-tag--fresh">Padrão</span>}
                        {shown.live ? (
                          <span className="bo-ok">{shown.text}</span>
                        ) : (
                          <span className="op-tag">{shown.text}</span>
                        )}
                      </p>
                    </div>
                    <div className="bo-product__actions">
                      <button
                        type="button"
                        className="op-button op-button--secondary"
                        aria-label={`Subir ${banner.nome}`}
                        disabled={busy || index === 0}
                        onClick={() => move(index, -1)}
                      >
                        Subir
                      </button>
                      <button
                        type="button"
                        className="op-button op-button--secondary"
                        aria-label={`Descer ${banner.nome}`}
                        disabled={busy || index === list.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        Descer
                      </button>
                      <label className="bo-switch">
                        <input
                          type="checkbox"
                          checked={banner.ativo}
                          disabled={busy}
                          onChange={() => toggle(banner)}
                        />
                        <span>
                          Ativo<span className="visually-hidden"> ({banner.nome})</span>
                        </span>
                      </label>
                      <button
                        type="button"
                        className="op-button op-button--secondary"
                        aria-expanded={editing === banner.id}
                        aria-label={`Editar ${banner.nome}`}
                        disabled={!choices}
                        onClick={() => setEditing(editing === banner.id ? null : banner.id)}
                      >
                        Editar
                      </button>
                    </div>
                  </div>
                  {editing === banner.id && choices && (
                    <BannerForm
                      lojaId={lojaId}
                      choices={choices}
                      banner={banner}
                      onSaved={(saved) => {
                        replace(saved);
                        setEditing(null);
                        setDone(`Banner ${saved.nome} salvo.`);
                      }}
                      onFailure={onFailure}
                    />
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </section>
  );
}
