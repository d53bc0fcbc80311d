import { eq, inArray, or } from 'drizzle-orm';
import { codeSendLog, loginThrottle, refreshTokens, verificationCodes } from '../../db/schema/auth.ts';
import type { ErasureStep } from '../account/index.ts';

/**
 * Account deletion: the sessions, and the codes, send-limit buckets and failed-login counts kept under the customer
 * or under any phone or e-mail they have had (`identifierHashes`), the sign-up code sent before the account existed
 * included.
 */
export const authErasureStep: ErasureStep = async (tx, customer, { identifierHashes: targets }) => {
  await tx.delete(refreshTokens).where(eq(refreshTokens.customerId, customer.id));
  const ofCustomer = eq(verificationCodes.customerId, customer.id);
  await tx
    .delete(verificationCodes)
    .where(targets.length ? or(ofCustomer, inArray(verificationCodes.targetHash, targets)) : ofCustomer);
  if (!targets.length) return;
  await tx.delete(codeSendLog).where(
    inArray(
      codeSendLog.bucket,
      targets.map((target) => `target:${target}`),
    ),
  );
  await tx.delete(loginThrottle).where(inArray(loginThrottle.targetHash, targets));
};
