// What app/ mounts from the donations: the four screens (pages on mobile, the shell's modal on desktop), the
// question opened over a just-placed order, and the mark the checkout leaves when it places one.
export {
  DonationAmountScreen,
  type DonationAmountScreenProps,
} from '../components/donation-amount-screen.tsx';
export { DonationAskScreen, type DonationAskScreenProps } from '../components/donation-ask-screen.tsx';
export {
  DonationPaymentScreen,
  type DonationPaymentScreenProps,
} from '../components/donation-payment-screen.tsx';
export { DonationPixScreen, type DonationPixScreenProps } from '../components/donation-pix-screen.tsx';
export { DonationQuestionTrigger } from '../components/donation-question-trigger.tsx';
export { askDonationAfter } from '../donation-question.ts';
export { useDonationNavigation } from '../hooks/use-donation-navigation.ts';
export {
  DonationAmountPage,
  DonationAskPage,
  DonationPixPage,
  useDonationPaymentParams,
} from './donation-pages.tsx';
