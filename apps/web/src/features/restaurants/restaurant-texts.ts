/** The restaurants screens' pt-BR titles (the route table uses them too). */
export const SEARCH_RESTAURANT_TITLE = 'Buscar restaurante';
export const RESTAURANT_DETAILS_TITLE = 'Detalhes do restaurante';
