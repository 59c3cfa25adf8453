/** The patient's page of a portal link (site-relative; mails make it absolute with the site origin). */
export const portalPath = (token: string) => `/patient-portal/${token}`;

/**
 * The page without a token: it opens the link this device used last, or the signed-in account's
 * records. Status mails link here, because the token itself is never stored on the server.
 */
export const PORTAL_HOME_PATH = '/patient-portal';
