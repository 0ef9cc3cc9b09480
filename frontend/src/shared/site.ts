/**
 * Facts about the site shown on several screens (footer, legal pages, about page), and the spec's
 * legal constants (§9). What differs per deployment (addresses, the team) is configuration, served
 * by GET /api/site, never built in here: `<SiteMailLink to="supportEmail" />` (a mailto link) or
 * `useSiteInfo()?.supportEmail` (the text), both in `shared/site-info/`.
 */
export const SITE_NAME = 'Typing Practice';

export const LEGAL_CITY = 'Bangalore, Karnataka, India';

/** §9: users must be at least 13. */
export const MINIMUM_AGE = 13;
/** §9: the grievance officer answers within 30 days. */
export const GRIEVANCE_RESPONSE_DAYS = 30;
/** §9: material changes to the terms are announced at least 30 days ahead. */
export const MATERIAL_CHANGE_NOTICE_DAYS = 30;

/** "24 May 2026": the legal pages' 'Last updated' line (spec: the current date). */
export function formatLastUpdated(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
