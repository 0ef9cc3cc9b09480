/** Site facts and the spec's legal constants (§9); per-deployment facts come from GET /api/site (`site-info/`). */
export const SITE_NAME = 'Typing Practice';

export const LEGAL_CITY = 'Bangalore, Karnataka, India';

export const MINIMUM_AGE = 13;
export const GRIEVANCE_RESPONSE_DAYS = 30;
export const MATERIAL_CHANGE_NOTICE_DAYS = 30;
