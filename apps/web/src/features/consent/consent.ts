/** The value stored under `aceitaCookies` once the visitor accepts (§9). */
export const COOKIES_ACCEPTED = 'true';
