/**
 * Debian's Chromium and the flags every browser run of the project uses: the e2e suite (playwright.config.ts) and
 * the Lighthouse bench (bench/src/lighthouse-bench.ts), so both measure the same browser the same way.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
