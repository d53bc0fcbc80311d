/** The club screens' names (route titles and headings), read by the route table. */
export const WELCOME_TITLE = 'Bem-vindo ao Shinguru';
export const INVITE_TITLE = 'Convite Shinguru';
export const CLUB_TITLE = 'Shinguru';
export const BENEFITS_TITLE = 'Seus benefícios';
export const STATEMENT_TITLE = 'Extrato';
export const CASHBACK_TITLE = 'Detalhes do cashback';
export const FAQ_TITLE = 'Dúvidas frequentes';
export const CONTACT_TITLE = 'Fale conosco';
export const TERMS_TITLE = 'Termos e condições';
export const POINTS_INFO_TITLE = 'Pontos Shinguru';
export const BENEFIT_ACTIVATED_TITLE = 'Benefício ativado';
export const BENEFIT_USED_TITLE = 'Benefício utilizado';
