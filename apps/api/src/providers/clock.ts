/** The current instant. Injected so that expiry and rate windows can be tested without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
