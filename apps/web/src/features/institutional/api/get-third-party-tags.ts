import type { ThirdPartyTags } from '@comanda/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/tag (§7 `tag`): which third-party tools the brand uses, for the privacy policy to name them. */
export function getThirdPartyTags(signal?: AbortSignal): Promise<ThirdPartyTags> {
  return api.get<ThirdPartyTags>('tag', signal ? { signal } : {});
}

export const thirdPartyTagsQueryOptions = () =>
  queryOptions({
    queryKey: ['tag'],
    queryFn: ({ signal }) => getThirdPartyTags(signal),
    staleTime: 5 * 60_000,
  });

export function useThirdPartyTags() {
  return useQuery(thirdPartyTagsQueryOptions());
}
