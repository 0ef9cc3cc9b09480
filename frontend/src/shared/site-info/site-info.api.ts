import type { SiteInfo } from '@typing/contracts/web';
import { api } from '../api';

/** The deployment's public facts from GET /api/site; only the lazy public pages ask, so `/` carries none. */
const siteInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    siteInfo: build.query<SiteInfo, void>({
      query: () => '/site',
      // It changes only with a redeploy: one fetch serves every page for the visit.
      keepUnusedDataFor: 3600,
      extraOptions: { maxRetries: 2 },
    }),
  }),
});

/** The site's facts once loaded; `undefined` while loading (or if the server cannot be reached). */
export function useSiteInfo(): SiteInfo | undefined {
  return siteInfoApi.useSiteInfoQuery().data;
}

export type SiteAddress = 'supportEmail' | 'privacyEmail' | 'grievanceEmail';

export const ADDRESS_PLACEHOLDERS: Record<SiteAddress, string> = {
  supportEmail: 'our support address',
  privacyEmail: 'our privacy address',
  grievanceEmail: 'our grievance officer’s address',
};
