export { BOOK_TABLE_TITLE } from './reservation-texts.ts';
