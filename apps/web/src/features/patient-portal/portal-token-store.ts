import { browserStorage } from '../../lib/browser-storage';

const KEY = 'prescriptions.portalToken';
const storage = browserStorage('local');

/**
 * The personal link this device opened last: the status mails link to `/patient-portal` without a
 * token (the server keeps only its hash), and the page opens this one.
 */
export const portalTokenStore = {
  get: () => storage.get(KEY),
  set: (token: string) => storage.set(KEY, token),
  forget: () => storage.remove(KEY),
};
