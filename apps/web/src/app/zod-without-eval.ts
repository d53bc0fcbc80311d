// The page's Content-Security-Policy allows no eval, so zod must never try `new Function` to speed its parsing up
// (a refused attempt is reported as a policy violation). zod keeps its settings on `globalThis.__zod_globalConfig`
// and only creates that object when missing: setting it here, in the first load, turns its JIT off before any
// screen parses, without bringing zod into the first load (zod-without-eval.test.ts proves zod reads it).
const settings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };

export {};
