import type { ThirdPartyTags } from '@comanda/contract';
import { api } from '../api-client.ts';

let tags: Promise<ThirdPartyTags> | null = null;

/** GET /api/tag (§7 `tag`), asked once per page load; a failure is asked again next time. */
export function thirdPartyTags(): Promise<ThirdPartyTags> {
  tags ??= api.get<ThirdPartyTags>('tag').catch((error: unknown) => {
    tags = null;
    throw error;
  });
  return tags;
}
