/** The reservations screens' pt-BR texts (the restaurant's details link to booking). */
export const BOOK_TABLE_TITLE = 'Reservar uma mesa';
export const UPCOMING_RESERVATIONS_TITLE = 'Suas próximas reservas';
export const SLOT_LABEL = 'Horário';
