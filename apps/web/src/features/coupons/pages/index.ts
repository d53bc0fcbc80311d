// What app/ mounts from coupons: the bag's coupon section and the cupons screen.
export { CouponSection } from '../components/coupon-section.tsx';
export { CouponsPage } from './coupons-page.tsx';
