import { z } from 'zod';

/** The brand's tag manager container: the script's address (a Google Tag Manager `gtm.js?id=…` or its own host). */
export const tagManagerTag = z.object({ url: z.string() });

/** The anti-fraud device fingerprint script. */
export const fraudFingerprintTag = z.object({ url: z.string() });

/**
 * The customer-support chat widget: Zendesk's messaging Web Widget, its snippet key and the snippet's address
 * (the app loads `url?key=key`). The app draws its own 'Fale conosco' button, so the widget's launcher stays hidden.
 */
export const supportWidgetTag = z.object({
  provider: z.literal('zendesk'),
  key: z.string(),
  url: z.string(),
});

/**
 * GET /api/tag (§7 `tag`): the third-party scripts the brand configured, each null when it is not. The app loads
 * them only after the customer accepted the cookie banner (docs/adr/0172-third-party-scripts-after-consent.md).
 */
export const thirdPartyTags = z.object({
  tagManager: tagManagerTag.nullable(),
  fraudFingerprint: fraudFingerprintTag.nullable(),
  supportWidget: supportWidgetTag.nullable(),
});
export type ThirdPartyTags = z.infer<typeof thirdPartyTags>;
