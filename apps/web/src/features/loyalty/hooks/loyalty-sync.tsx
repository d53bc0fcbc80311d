import { useLoyalty } from './use-loyalty.ts';

/** Mounted by the shell's overlay hosts (after the first screen): keeps the loyalty record fresh for a logged-in user. */
export function LoyaltySync() {
  useLoyalty();
  return null;
}
