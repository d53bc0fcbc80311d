import type { ThirdPartyTags } from '@comanda/contract';
import type { Env } from '../../config/env.ts';

type TagSettings = Pick<
  Env,
  'TAG_MANAGER_URL' | 'FRAUD_FINGERPRINT_URL' | 'SUPPORT_WIDGET_ZENDESK_KEY' | 'SUPPORT_WIDGET_ZENDESK_URL'
> &
  Partial<Pick<Env, 'THIRD_PARTY_EXTRA_ORIGINS'>>;

/** The brand's third-party scripts as GET /api/tag answers them: only what is configured, the rest null. */
export function configuredTags(env: TagSettings): ThirdPartyTags {
  return {
    tagManager: env.TAG_MANAGER_URL ? { url: env.TAG_MANAGER_URL } : null,
    fraudFingerprint: env.FRAUD_FINGERPRINT_URL ? { url: env.FRAUD_FINGERPRINT_URL } : null,
    supportWidget: env.SUPPORT_WIDGET_ZENDESK_KEY
      ? { provider: 'zendesk', key: env.SUPPORT_WIDGET_ZENDESK_KEY, url: env.SUPPORT_WIDGET_ZENDESK_URL }
      : null,
  };
}

/**
 * The origins of the configured scripts, which the page's Content-Security-Policy allows to run and be called
 * (script, connect, img and frame sources), plus THIRD_PARTY_EXTRA_ORIGINS, what those scripts call in turn: none
 * when nothing is configured.
 */
export function thirdPartyOrigins(env: TagSettings): string[] {
  const tags = configuredTags(env);
  const urls = [tags.tagManager?.url, tags.fraudFingerprint?.url, tags.supportWidget?.url];
  const origins = urls.filter((url) => url !== undefined).map((url) => new URL(url).origin);
  if (origins.length === 0) return [];
  return [...new Set([...origins, ...(env.THIRD_PARTY_EXTRA_ORIGINS ?? [])])];
}
