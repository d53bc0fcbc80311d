import { afterAll } from 'vitest';
import { endFile } from './file-end.ts';

// A setup file runs for every test file, also where the files of a worker share their modules (vitest.config.ts).
afterAll(endFile);
