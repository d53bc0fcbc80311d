// Public API of loyalty (Shinguru): who may see the programme's link, and the level record it reads. In the first
// load (docs/web.md): the screens, the queries and the record's sync live elsewhere and are reached lazily.
export { canSeeLoyaltyLink, loyaltyLevel, type StoredStoreLoyalty } from './loyalty-link.ts';
export { type StoredLoyaltyRecord, useLoyaltyRecord } from './loyalty-record.ts';
