import { browserStorage } from '../../lib/browser-storage';
import { entryTokenStore } from './entry-token-store';

/** This device's place in a queue (localStorage `queue.entryToken`). */
export const storedEntry = entryTokenStore(browserStorage('local'));
