import { randomBytes } from 'node:crypto';
import type { AppDatabase } from '../../db/database';
import { settingOnce } from './setting-once';

const loaded = new WeakMap<AppDatabase, Map<string, Promise<string>>>();

/**
 * A random 256-bit secret of the installation, by name (e.g. the key that signs proof-of-work
 * challenges): generated on first use and kept in app_settings, so every instance agrees and it
 * survives restarts. Loaded once per database; a failed load is tried again next time.
 */
export function installationSecret(db: AppDatabase, name: string, now: Date): Promise<string> {
  let ofDatabase = loaded.get(db);
  if (!ofDatabase) {
    ofDatabase = new Map();
    loaded.set(db, ofDatabase);
  }
  let secret = ofDatabase.get(name);
  if (!secret) {
    const map = ofDatabase;
    secret = settingOnce(db, `secret:${name}`, randomBytes(32).toString('base64url'), now);
    secret.catch(() => map.delete(name));
    ofDatabase.set(name, secret);
  }
  return secret;
}
