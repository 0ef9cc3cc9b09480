/** Where globalSetup put the front end's production build; Jest's workers inherit it. Unset with E2E_WEB=dev. */
export const WEB_ROOT_VAR = 'E2E_WEB_ROOT';

export const webRoot = (): string | undefined => process.env[WEB_ROOT_VAR];
