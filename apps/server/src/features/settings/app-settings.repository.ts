import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { appSettings } from '../../db/schema/queue';

/** Stores `value` under `key` unless the key exists (the first writer wins), then reads what is stored. */
export async function insertSettingOnce<T>(db: AppDatabase, key: string, value: T, now: Date): Promise<T> {
  await db.insert(appSettings).values({ key, value, createdAt: now }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  if (!row) throw new Error(`app setting ${key} vanished`);
  return row.value as T;
}
