// Public API of loyalty (Shinguru): who may see the programme's link.
export { canSeeLoyaltyLink, loyaltyLevel, type StoredStoreLoyalty } from './loyalty-link.ts';
