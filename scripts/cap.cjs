#!/usr/bin/env node
// The Capacitor CLI (`npm run cap -w @comanda/web -- <command>`): its bin refuses Node 20, its code runs on it
// (DESIGN.md). Run from apps/web, where capacitor.config.ts is. CI=1 keeps it from asking about telemetry.
process.env.CI ??= '1';
require('@capacitor/cli/dist/index').run();
