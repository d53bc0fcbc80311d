import { describe, expect, it, vi } from 'vitest';

describe('zod without eval', () => {
  it('turns off the JIT of the zod the screens use, however late zod loads', async () => {
    vi.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    await import('./zod-without-eval.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const evaluated = vi.spyOn(globalThis, 'Function');
    expect(z.object({ nome: z.string() }).parse({ nome: 'Ana' })).toEqual({ nome: 'Ana' });
    expect(evaluated).not.toHaveBeenCalled();
  });
});
