import type {
  BannerAdmin,
  CatalogAdminProduct,
  CatalogAdminView,
  CatalogCategory,
  CatalogChoices,
  CatalogProductDefinition,
  CatalogProductDraft,
  CouponAdmin,
  GiftCardAdmin,
  GiftCardIssued,
  GiftCardStatement,
  SalesReport,
  StaffLoginStep,
  StaffMe,
  StaffMember,
  StoreAdmin,
  StoreDeliveryBody,
  StoreDetailsBody,
  UploadedPicture,
} from '@comanda/contract';
import { StaffApiError, type StaffCallInit, staffCall, staffUrl } from '../lib/staff-call.ts';

/**
 * The back office's calls (docs/backoffice.md), made with the staff session's cookie and the CSRF header every write
 * needs. Store-scoped calls name the store with `lojaId`.
 */
export { StaffApiError, staffFailureMessage as failureMessage } from '../lib/staff-call.ts';

/** True when the API no longer knows the staff session: sign in again. */
export const isSignedOut = (error: unknown): boolean =>
  error instanceof StaffApiError && error.status === 401;

const at =
  (method: string) =>
  <T>(path: string, init: Omit<StaffCallInit, 'method'> = {}) =>
    staffCall<T>(`/${path}`, { ...init, method });
const api = { get: at('GET'), post: at('POST'), put: at('PUT'), patch: at('PATCH') };

export const signIn = {
  password: (email: string, senha: string) =>
    api.post<StaffLoginStep>('gestao/login', { body: { email, senha } }),
  code: (body: { codigo: string } | { codigoRecuperacao: string }) =>
    api.post<unknown>('gestao/login/totp', { body }),
  enrol: () => api.post<{ segredo: string; uri: string }>('gestao/totp/cadastro'),
  confirm: (codigo: string) =>
    api.post<{ codigosRecuperacao: string[] }>('gestao/totp/confirmar', { body: { codigo } }),
  me: () => api.get<StaffMe>('gestao/eu'),
  changePassword: (senhaAtual: string, senhaNova: string) =>
    api.put<unknown>('gestao/eu/senha', { body: { senhaAtual, senhaNova } }),
  out: () => api.post<unknown>('gestao/sair'),
};

const store = (lojaId: number) => ({ query: { lojaId } });

export const catalog = {
  view: (lojaId: number) => api.get<CatalogAdminView>('gestao/catalogo', store(lojaId)),
  availability: (lojaId: number, cod: number, body: { disponivel?: boolean; esgotadoHoje?: boolean }) =>
    api.put<CatalogAdminProduct>(`gestao/catalogo/produtos/${cod}/disponibilidade`, {
      ...store(lojaId),
      body,
    }),
  storePrice: (lojaId: number, cod: number, precoLoja: number | null) =>
    api.put<CatalogAdminProduct>(`gestao/catalogo/produtos/${cod}/preco-loja`, {
      ...store(lojaId),
      body: { precoLoja },
    }),
  product: (lojaId: number, cod: number, body: { versao: number } & Partial<CatalogAdminProduct>) =>
    api.patch<CatalogAdminProduct>(`gestao/catalogo/produtos/${cod}`, { ...store(lojaId), body }),
  choices: (lojaId: number) => api.get<CatalogChoices>('gestao/catalogo/escolhas', store(lojaId)),
  definition: (lojaId: number, cod: number) =>
    api.get<CatalogProductDefinition>(`gestao/catalogo/produtos/${cod}/definicao`, store(lojaId)),
  create: (lojaId: number, body: CatalogProductDraft) =>
    api.post<CatalogProductDefinition>('gestao/catalogo/produtos', { ...store(lojaId), body }),
  save: (lojaId: number, cod: number, body: CatalogProductDraft & { versao: number }) =>
    api.put<CatalogProductDefinition>(`gestao/catalogo/produtos/${cod}/definicao`, {
      ...store(lojaId),
      body,
    }),
  upload: (file: Blob) => api.post<UploadedPicture>('gestao/imagens', { file }),
  /** The brand's catalogue file, downloaded (the same file `npm run catalog:import` publishes). */
  fileUrl: (lojaId: number) => staffUrl('/gestao/catalogo/arquivo', { lojaId }),
};

export const categories = {
  create: (lojaId: number, nome: string) =>
    api.post<CatalogCategory>('gestao/catalogo/categorias', { ...store(lojaId), body: { nome } }),
  update: (lojaId: number, id: number, body: { nome?: string; ativo?: boolean }) =>
    api.patch<CatalogCategory>(`gestao/catalogo/categorias/${id}`, { ...store(lojaId), body }),
  order: (lojaId: number, ids: number[]) =>
    api.put<CatalogCategory[]>('gestao/catalogo/categorias/ordem', { ...store(lojaId), body: { ids } }),
};

export interface ReportPeriod {
  de: string;
  ate: string;
  lojaId?: number | undefined;
}

export const reports = {
  sales: (period: ReportPeriod) => api.get<SalesReport>('gestao/relatorios', { query: { ...period } }),
  csvUrl: (period: ReportPeriod) => staffUrl('/gestao/relatorios.csv', { ...period }),
};

export const coupons = {
  list: (lojaId: number) => api.get<CouponAdmin[]>('gestao/cupons', store(lojaId)),
  create: (lojaId: number, body: Record<string, unknown>) =>
    api.post<CouponAdmin>('gestao/cupons', { ...store(lojaId), body }),
  update: (lojaId: number, id: number, body: Record<string, unknown>) =>
    api.patch<CouponAdmin>(`gestao/cupons/${id}`, { ...store(lojaId), body }),
};

export const giftCards = {
  list: (lojaId: number, numero?: string) =>
    api.get<GiftCardAdmin[]>('gestao/gift-cards', { query: { lojaId, numero } }),
  issue: (lojaId: number, body: { saldo: number; validade: string }) =>
    api.post<GiftCardIssued>('gestao/gift-cards', { ...store(lojaId), body }),
  statement: (lojaId: number, id: number) =>
    api.get<GiftCardStatement>(`gestao/gift-cards/${id}`, store(lojaId)),
  void: (lojaId: number, id: number) =>
    api.post<GiftCardAdmin>(`gestao/gift-cards/${id}/anular`, store(lojaId)),
};

/** What a banner is saved with (every field; a change may send only some). */
export type BannerBody = Omit<BannerAdmin, 'id' | 'ordem'>;

export const banners = {
  list: (lojaId: number) => api.get<BannerAdmin[]>('gestao/banners', store(lojaId)),
  create: (lojaId: number, body: BannerBody) =>
    api.post<BannerAdmin>('gestao/banners', { ...store(lojaId), body }),
  update: (lojaId: number, id: number, body: Partial<BannerBody>) =>
    api.patch<BannerAdmin>(`gestao/banners/${id}`, { ...store(lojaId), body }),
  order: (lojaId: number, ids: number[]) =>
    api.put<BannerAdmin[]>('gestao/banners/ordem', { ...store(lojaId), body: { ids } }),
};

export const storeSettings = {
  get: (lojaId: number) => api.get<StoreAdmin>('gestao/loja', store(lojaId)),
  hours: (lojaId: number, horarios: StoreAdmin['horarios']) =>
    api.put<StoreAdmin>('gestao/loja/horarios', { ...store(lojaId), body: { horarios } }),
  holidays: (lojaId: number, feriados: string[]) =>
    api.put<StoreAdmin>('gestao/loja/feriados', { ...store(lojaId), body: { feriados } }),
  deliveryTime: (lojaId: number, tempoEntrega: number) =>
    api.patch<StoreAdmin>('gestao/loja', { ...store(lojaId), body: { tempoEntrega } }),
  details: (lojaId: number, body: StoreDetailsBody) =>
    api.put<StoreAdmin>('gestao/loja/dados', { ...store(lojaId), body }),
  deliveryArea: (lojaId: number, body: StoreDeliveryBody) =>
    api.put<StoreAdmin>('gestao/loja/entrega', { ...store(lojaId), body }),
};

export interface AuditEntry {
  id: number;
  equipe: { id: number; nome: string } | null;
  acao: string;
  entidade: string;
  entidadeId: string;
  antes: unknown;
  depois: unknown;
  em: string;
}

export interface AuditFilters {
  equipeId?: string;
  entidade?: string;
  de?: string;
  ate?: string;
  pagina: number;
}

export const team = {
  list: () => api.get<StaffMember[]>('gestao/equipe'),
  create: (body: { email: string; nome: string; papel: string; lojas: number[] }) =>
    api.post<{ membro: StaffMember; senha: string }>('gestao/equipe', { body }),
  update: (id: number, body: { ativo?: boolean; nome?: string; papel?: string; lojas?: number[] }) =>
    api.patch<StaffMember>(`gestao/equipe/${id}`, { body }),
  resetPassword: (id: number) => api.post<{ senha: string }>(`gestao/equipe/${id}/senha`),
  audit: (filters: AuditFilters) =>
    api.get<{ itens: AuditEntry[]; pagina: number; porPagina: number; total: number }>('gestao/auditoria', {
      query: { ...filters, porPagina: 25 },
    }),
};
