// The plumbing every provider adapter shares (card gateways, the Pix PSP, push services).
export { callProvider, type HttpCall, type HttpOutcome, type TlsOptions } from './call.ts';
export { callContext, type ProviderCallRecord, providerCalls } from './call-context.ts';
export { isRecord, num, obj, str } from './json-fields.ts';
