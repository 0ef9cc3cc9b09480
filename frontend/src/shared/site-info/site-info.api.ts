import type { SiteInfo } from '@typing/contracts/web';
import { api } from '../api';

/**
 * The deployment's public facts (addresses, the team) from GET /api/site: configuration, never
 * built into the bundle. Only the lazy public pages (about, contact, legal) ask for it, so `/`
 * carries none of this.
 */
export const siteInfoApi = api.injectEndpoints({
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

/** Which configured address a page cites. */
export type SiteAddress = 'supportEmail' | 'privacyEmail' | 'grievanceEmail';

/** Words that stand in for an address until it has loaded. */
export const ADDRESS_PLACEHOLDERS: Record<SiteAddress, string> = {
  supportEmail: 'our support address',
  privacyEmail: 'our privacy address',
  grievanceEmail: 'our grievance officer’s address',
};
