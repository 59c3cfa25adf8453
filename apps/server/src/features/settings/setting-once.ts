import type { AppDatabase } from '../../db/database';
import { insertSettingOnce } from './app-settings.repository';

/**
 * An installation-wide setting that is made once and then only read (e.g. the VAPID key pair):
 * every instance offers its own `value`, the first one stored wins, and all read that one.
 */
export function settingOnce<T>(db: AppDatabase, key: string, value: T, now: Date): Promise<T> {
  return insertSettingOnce(db, key, value, now);
}
