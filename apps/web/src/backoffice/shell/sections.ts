import type { StaffMe, StaffRole } from '@comanda/contract';

/** The back office's screens, the roles that see each (the API checks them again on every call). */
export const SECTIONS = [
  { id: 'cardapio', title: 'Cardápio', roles: ['admin', 'gerente'] },
  { id: 'loja', title: 'Loja', roles: ['admin', 'gerente'] },
  { id: 'relatorios', title: 'Relatórios', roles: ['admin', 'gerente'] },
  { id: 'cupons', title: 'Cupons', roles: ['admin'] },
  { id: 'gift-cards', title: 'Gift Cards', roles: ['admin'] },
  { id: 'banners', title: 'Banners', roles: ['admin'] },
  { id: 'shinguru', title: 'Shinguru', roles: ['admin'] },
  { id: 'equipe', title: 'Equipe', roles: ['admin'] },
  { id: 'auditoria', title: 'Auditoria', roles: ['admin'] },
  { id: 'conta', title: 'Minha conta', roles: ['admin', 'gerente', 'operador'] },
] as const satisfies readonly { id: string; title: string; roles: readonly StaffRole[] }[];

export type SectionId = (typeof SECTIONS)[number]['id'];

export const sectionsOf = (role: StaffRole) =>
  SECTIONS.filter((section) => (section.roles as readonly StaffRole[]).includes(role));

/** The section an address names (`/gestao#relatorios`), else the role's first. */
export function sectionOf(hash: string, role: StaffRole): SectionId | null {
  const allowed = sectionsOf(role);
  const named = allowed.find((section) => `#${section.id}` === hash);
  return (named ?? allowed[0])?.id ?? null;
}

/** What every section's screen is given. */
export interface ScreenProps {
  me: StaffMe;
  lojaId: number;
  /** A call failed: a lost session sends the member back to the sign-in. */
  onFailure: (error: unknown) => void;
}
