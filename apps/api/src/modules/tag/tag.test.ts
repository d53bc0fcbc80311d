import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { build } from '../../testing/build.ts';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

const configured = {
  TAG_MANAGER_URL: 'https://www.googletagmanager.com/gtm.js?id=GTM-HANAMI1',
  FRAUD_FINGERPRINT_URL: 'https://fp.antifraude.example/v2/device.js',
  SUPPORT_WIDGET_ZENDESK_KEY: '0a1b2c3d-4e5f-6789-abcd-ef0123456789',
};

describe('GET /api/tag without third parties configured', async () => {
  const { app } = await build();

  it('answers every tag as null', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tag' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { tagManager: null, fraudFingerprint: null, supportWidget: null },
    });
  });

  it('lets the page run and call no origin but its own', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tag' });
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-src')).toBeUndefined();
    expect(csp).not.toMatch(/googletagmanager|zdassets|antifraude/);
  });
});

describe('GET /api/tag with the brand’s tag manager, fraud fingerprint and Zendesk widget', async () => {
  const { app } = await build(configured);

  it('answers the configured scripts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tag' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      tagManager: { url: 'https://www.googletagmanager.com/gtm.js?id=GTM-HANAMI1' },
      fraudFingerprint: { url: 'https://fp.antifraude.example/v2/device.js' },
      supportWidget: {
        provider: 'zendesk',
        key: '0a1b2c3d-4e5f-6789-abcd-ef0123456789',
        url: 'https://static.zdassets.com/ekr/snippet.js',
      },
    });
  });

  it('allows exactly those three origins, and no other, in the page’s CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tag' });
    const csp = String(res.headers['content-security-policy']);
    const origins =
      'https://www.googletagmanager.com https://fp.antifraude.example https://static.zdassets.com';
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${origins}`);
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${origins}`);
    expect(directive(csp, 'frame-src')).toBe(`frame-src 'self' ${origins}`);
    expect(directive(csp, 'img-src')).toContain(origins);
    expect(csp).not.toContain('*');
  });
});

describe('the origins the configured tags call in turn (THIRD_PARTY_EXTRA_ORIGINS)', async () => {
  const extra = 'https://*.google-analytics.com, https://hanami.zendesk.com,wss://widget-mediator.zopim.com';
  const { app } = await build({ ...configured, THIRD_PARTY_EXTRA_ORIGINS: extra });
  const { app: bare } = await build({ THIRD_PARTY_EXTRA_ORIGINS: extra });

  it('are allowed beside the configured scripts, and only when a tag is configured', async () => {
    const csp = String(
      (await app.inject({ method: 'GET', url: '/api/tag' })).headers['content-security-policy'],
    );
    expect(directive(csp, 'connect-src')).toContain(
      'https://*.google-analytics.com https://hanami.zendesk.com wss://widget-mediator.zopim.com',
    );
    const none = String(
      (await bare.inject({ method: 'GET', url: '/api/tag' })).headers['content-security-policy'],
    );
    expect(directive(none, 'connect-src')).toBe("connect-src 'self'");
  });

  it('refuse paths, other schemes and bare wildcards', () => {
    for (const bad of [
      'https://x.example/path',
      'http://x.example',
      '*',
      'https://*',
      "https://a.example 'unsafe-inline'",
    ])
      expect(() => loadEnv({ THIRD_PARTY_EXTRA_ORIGINS: bad }), bad).toThrow(/THIRD_PARTY_EXTRA_ORIGINS/);
  });
});

describe('third-party script settings', () => {
  it('refuse plain http outside this machine, credentials and malformed keys', () => {
    expect(() => loadEnv({ TAG_MANAGER_URL: 'http://www.googletagmanager.com/gtm.js' })).toThrow(
      /TAG_MANAGER_URL/,
    );
    expect(() => loadEnv({ FRAUD_FINGERPRINT_URL: 'https://user:secret@fp.example/a.js' })).toThrow(
      /FRAUD_FINGERPRINT_URL/,
    );
    expect(() => loadEnv({ FRAUD_FINGERPRINT_URL: 'javascript:alert(1)' })).toThrow(/FRAUD_FINGERPRINT_URL/);
    expect(() => loadEnv({ SUPPORT_WIDGET_ZENDESK_KEY: "abc' onload='x" })).toThrow(
      /SUPPORT_WIDGET_ZENDESK_KEY/,
    );
  });

  it('accept http on 127.0.0.1 (development and the e2e suite)', () => {
    expect(loadEnv({ TAG_MANAGER_URL: 'http://127.0.0.1:3599/gtm.js' }).TAG_MANAGER_URL).toBe(
      'http://127.0.0.1:3599/gtm.js',
    );
  });
});
