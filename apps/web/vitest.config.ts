import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { ioniconModules } from './build-plugins/ionicon-modules.ts';

export default defineProject({
  plugins: [react(), ioniconModules()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    // full screens rendered in jsdom with user-event take seconds on a loaded 2-core machine
    testTimeout: 20_000,
  },
});
