import { formatDate, formatTime } from '@comanda/domain';
import { BENEFIT_USED_TITLE } from './loyalty-titles.ts';

// The wallet (shinguru/seus-beneficios) and the benefit modals (modal-beneficio-ativado, modal-beneficio-utilizado).
export const WALLET_TITLE = 'Sua carteira';
export const WALLET_TABS = { usable: 'Disponíveis', used: 'Utilizados' } as const;
export const LEVELS_SECTION_TITLE = 'Benefícios por nível';
export const EMPTY_USABLE_WALLET =
  'Nenhum benefício na sua carteira agora. Os benefícios do seu nível chegam aqui: o café do mês todo mês, a sobremesa no seu aniversário.';
export const EMPTY_USED_WALLET = 'Você ainda não usou nenhum benefício.';
export const USE_IN_DELIVERY = 'Usar no delivery';
export const USE_IN_RESTAURANT = 'Usar no restaurante';
export const SEE_BAG = 'Ver sacola';
export const IN_BAG = 'Na sua sacola';
export const CANCEL_HOLD = 'Cancelar reserva';
export const SHOW_CODE = 'Ver código';
export const SEE_DETAILS = 'Ver detalhes';
export const ADD_TO_BAG = 'Adicionar à sacola';
export const CANCEL = 'Cancelar';
export const COUPON_HINT = 'Digite o cupom SHINGURU10 na sacola para usar este benefício.';
export const CHOOSE_ADDRESS_FIRST = 'Informe seu endereço de entrega para usar este benefício no delivery.';
export const PRODUCT_NOT_SOLD =
  'Este benefício não está disponível na loja que atende seu endereço agora. Tente novamente mais tarde.';
export const HOLD_CANCELLED = 'Reserva cancelada: o benefício voltou para a sua carteira.';
/** The last day an item can be used: `valido_ate` is the instant it ends (00:00 of the next day, São Paulo). */
const lastDay = (iso: string) => formatDate(new Date(Date.parse(iso) - 1));
export const validUntil = (iso: string) => `Válido até ${lastDay(iso)}`;
export const heldUntil = (iso: string) => `Reservado até ${formatTime(new Date(iso))}`;
export const chooseFor = (nome: string) => `Escolha como quer o seu ${nome}`;

// modal-beneficio-ativado
export const ACTIVATED_TITLE = 'Benefício ativado!';
export const activatedInBag = (produto: string) =>
  `${produto} foi adicionado à sua sacola, por nossa conta. Finalize o pedido em até 2 horas para garantir o seu benefício.`;
export const ACTIVATED_RESTAURANT = 'Mostre este código à equipe do restaurante para usar o seu benefício:';
export const restaurantValidUntil = (iso: string) => `Válido até as ${formatTime(new Date(iso))} de hoje.`;
export const restaurantCode = (sequencial: number) => `SHG-${String(sequencial).padStart(6, '0')}`;
export const KEEP_BROWSING = 'Continuar';
export const DONE = 'Pronto';

// modal-beneficio-utilizado
export const USED_TITLE = BENEFIT_USED_TITLE;
export const usedInOrder = (iso: string | null, pedidoId: number) =>
  iso ? `Usado em ${formatDate(new Date(iso))} no pedido #${pedidoId}.` : `Usado no pedido #${pedidoId}.`;
export const usedAt = (iso: string) => `Usado em ${formatDate(new Date(iso))}.`;
export const expiredOn = (iso: string | null) =>
  iso ? `Este benefício venceu em ${lastDay(iso)} sem ser usado.` : 'Este benefício venceu sem ser usado.';
export const SEE_ORDER = 'Ver pedido';
export const ITEM_NOT_FOUND = 'Não encontramos este benefício na sua carteira.';
