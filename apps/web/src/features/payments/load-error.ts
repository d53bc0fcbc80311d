import { ApiError, REQUEST_FAILED_MESSAGE } from '../../lib/api-client.ts';

/** What a payment screen says when its payable could not be read: the server's message, or the generic one. */
export function loadErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status !== 0 ? error.message : REQUEST_FAILED_MESSAGE;
}
