import type { Config } from '../../config';
import type { AppDatabase } from '../../db/database';
import { settingOnce } from '../settings/setting-once';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const loaded = new WeakMap<AppDatabase, Promise<{ publicKey: string; privateKey: string }>>();

/** The contact push services may write to: MAIL_FROM's address, else admin@ the site's host. */
export function vapidSubject(config: Pick<Config, 'mailFrom' | 'publicUrl'>): string {
  const address = config.mailFrom?.match(/<([^<>\s]+@[^<>\s]+)>/)?.[1] ?? config.mailFrom?.trim();
  if (address && /^[^@\s]+@[^@\s]+$/.test(address)) return `mailto:${address}`;
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost';
  return `mailto:admin@${host}`;
}

/**
 * The installation's VAPID key pair: generated on first use and stored in app_settings ('vapid').
 * Every instance tries to insert its own and then reads back the one that won, so all agree.
 * Loaded once per database; a failed load is retried next time.
 */
export function vapidKeys(
  db: AppDatabase,
  config: Pick<Config, 'mailFrom' | 'publicUrl'>,
  now: Date,
): Promise<VapidDetails> {
  let keys = loaded.get(db);
  if (!keys) {
    keys = import('web-push').then(({ default: webpush }) =>
      settingOnce(db, 'vapid', webpush.generateVAPIDKeys(), now),
    );
    keys.catch(() => loaded.delete(db));
    loaded.set(db, keys);
  }
  return keys.then(({ publicKey, privateKey }) => ({ subject: vapidSubject(config), publicKey, privateKey }));
}
