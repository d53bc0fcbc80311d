import type { CatalogProductDefinition, CatalogProductDraft } from '@comanda/contract';
import { cardPicture, maskMoney, parseBRL } from '@comanda/domain';

/**
 * The product form's state (prices as typed, with the money mask) and its conversions from the saved definition and
 * to the draft the API checks. Rows carry a `key` of their own so that React keeps each row's focus and text while
 * rows are added and removed.
 */

export const MONEY_MASK = { thousands: '.' } as const;
export const typedMoney = (cents: number | null) =>
  cents === null ? '' : maskMoney(String(cents), MONEY_MASK);

let keys = 0;
export const newKey = () => `k${++keys}`;

export type GroupKind = CatalogProductDraft['grupos'][number]['tipoOpcional'];
export type Visibility = CatalogProductDraft['alergenicos'][number]['visibilidade'];

export interface OptionForm {
  key: string;
  cod?: number | undefined;
  nome: string;
  preco: string;
}

export interface GroupForm {
  key: string;
  id?: number | undefined;
  nome: string;
  tipoOpcional: GroupKind;
  comPreco: boolean;
  min: string;
  max: string;
  regra?: number | undefined;
  opcoes: OptionForm[];
}

export interface NutritionRow {
  key: string;
  nome: string;
  quantidade: string;
  vd: string;
}

export interface ProductForm {
  nome: string;
  descricao: string;
  categoriaId: string;
  imagem: string;
  alt: string;
  preco: string;
  precoOriginal: string;
  precoObs: string;
  visivelCardapio: boolean;
  ativo: boolean;
  alergenicos: Array<{ codigo: string; visibilidade: Visibility }>;
  porcao: string;
  nutricao: NutritionRow[];
  grupos: GroupForm[];
  kitDelivery: boolean;
  kit: Array<{ key: string; cod: string; qtd: string }>;
  sugerir: boolean;
  sugestaoOrdem: string;
  sugestaoLojas: number[];
}

export const newOption = (): OptionForm => ({ key: newKey(), nome: '', preco: '' });

export const newGroup = (): GroupForm => ({
  key: newKey(),
  nome: '',
  tipoOpcional: 'Obrigatório',
  comPreco: true,
  min: '1',
  max: '1',
  opcoes: [newOption(), newOption()],
});

export const newNutritionRow = (): NutritionRow => ({ key: newKey(), nome: '', quantidade: '', vd: '' });

export function emptyForm(categoriaId: number | undefined): ProductForm {
  return {
    nome: '',
    descricao: '',
    categoriaId: categoriaId === undefined ? '' : String(categoriaId),
    imagem: '',
    alt: '',
    preco: '',
    precoOriginal: '',
    precoObs: '',
    visivelCardapio: true,
    ativo: true,
    alergenicos: [],
    porcao: '',
    nutricao: [],
    grupos: [],
    kitDelivery: false,
    kit: [],
    sugerir: false,
    sugestaoOrdem: '0',
    sugestaoLojas: [],
  };
}

export function formOf(definition: CatalogProductDefinition): ProductForm {
  return {
    nome: definition.nome,
    descricao: definition.descricao,
    categoriaId: String(definition.categoriaId),
    imagem: definition.imagem,
    alt: definition.alt,
    preco: typedMoney(definition.preco),
    precoOriginal: typedMoney(definition.precoOriginal),
    precoObs: definition.precoObs ?? '',
    visivelCardapio: definition.visivelCardapio,
    ativo: definition.ativo,
    alergenicos: definition.alergenicos,
    porcao: definition.tabelaNutricional?.porcao ?? '',
    nutricao: (definition.tabelaNutricional?.itens ?? []).map((item) => ({
      key: newKey(),
      nome: item.nome,
      quantidade: item.quantidade,
      vd: item.vd ?? '',
    })),
    grupos: definition.grupos.map((group) => ({
      key: newKey(),
      id: group.id,
      nome: group.nome,
      tipoOpcional: group.tipoOpcional,
      comPreco: group.tipoPreco === 'preco',
      min: String(group.min),
      max: String(group.max),
      regra: group.regra === group.max ? undefined : group.regra,
      opcoes: group.opcoes.map((option) => ({
        key: newKey(),
        cod: option.cod,
        nome: option.nome,
        preco: typedMoney(option.preco),
      })),
    })),
    kitDelivery: definition.kitDelivery,
    kit: definition.kit.map((item) => ({ key: newKey(), cod: String(item.cod), qtd: String(item.qtd) })),
    sugerir: definition.sugestao !== null,
    sugestaoOrdem: String(definition.sugestao?.ordem ?? 0),
    sugestaoLojas: definition.sugestao?.lojas ?? [],
  };
}

/** The picture the form previews: the square one the menu's card draws. */
export const previewOf = (imagem: string) => cardPicture(imagem);

export type FieldErrors = Record<string, string>;

const money = (text: string, campo: string, errors: FieldErrors): number => {
  const cents = text.trim() === '' ? 0 : parseBRL(text);
  if (cents === null) {
    errors[campo] = 'Informe o valor em reais, como 29,90.';
    return 0;
  }
  return cents;
};

/**
 * The draft the API checks, or the fields the page can already tell are wrong (a price that is not money). Every
 * other rule (limits, references, groups) is the API's, shown by field when it answers.
 */
export function draftOf(form: ProductForm): { draft: CatalogProductDraft } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (form.preco.trim() === '') errors.preco = 'O campo preço é obrigatório!';
  const draft: CatalogProductDraft = {
    nome: form.nome,
    descricao: form.descricao,
    categoriaId: Number(form.categoriaId),
    imagem: form.imagem,
    alt: form.alt,
    preco: money(form.preco, 'preco', errors),
    precoOriginal:
      form.precoOriginal.trim() === '' ? null : money(form.precoOriginal, 'precoOriginal', errors),
    precoObs: form.precoObs.trim() || null,
    visivelCardapio: form.visivelCardapio,
    ativo: form.ativo,
    alergenicos: form.alergenicos,
    tabelaNutricional:
      form.nutricao.length === 0 && form.porcao.trim() === ''
        ? null
        : {
            porcao: form.porcao,
            itens: form.nutricao.map((row) => ({
              nome: row.nome,
              quantidade: row.quantidade,
              ...(row.vd.trim() ? { vd: row.vd } : {}),
            })),
          },
    grupos: form.grupos.map((group, g) => ({
      ...(group.id === undefined ? {} : { id: group.id }),
      nome: group.nome,
      tipoOpcional: group.tipoOpcional,
      tipoPreco: group.comPreco ? 'preco' : 'sem_preco',
      min: Number(group.min),
      max: Number(group.max),
      ...(group.regra === undefined ? {} : { regra: group.regra }),
      opcoes: group.opcoes.map((option, o) => ({
        ...(option.cod === undefined ? {} : { cod: option.cod }),
        nome: option.nome,
        preco: group.comPreco ? money(option.preco, `grupos.${g}.opcoes.${o}.preco`, errors) : 0,
      })),
    })),
    kitDelivery: form.kitDelivery,
    kit: form.kitDelivery ? form.kit.map((item) => ({ cod: Number(item.cod), qtd: Number(item.qtd) })) : [],
    sugestao: form.sugerir ? { ordem: Number(form.sugestaoOrdem) || 0, lojas: form.sugestaoLojas } : null,
  };
  return Object.keys(errors).length ? { errors } : { draft };
}
