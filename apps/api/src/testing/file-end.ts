/** What the running test file set up and must end, in the order it was set up. */
const endings: Array<() => unknown> = [];

/**
 * Ends `what` once the running test file is done (src/testing/after-each-file.ts), whether it was set up at the file's
 * top level or inside one of its tests, where vitest takes no afterAll. The last set up is ended first.
 */
export function atFileEnd(what: () => unknown): void {
  endings.push(what);
}

/** Ends what the test file set up, last first; every ending runs even when one before it fails. */
export async function endFile(): Promise<void> {
  const failures: unknown[] = [];
  for (const end of endings.splice(0).reverse()) {
    try {
      await end();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length) throw new AggregateError(failures, 'ending what a test file set up failed');
}
