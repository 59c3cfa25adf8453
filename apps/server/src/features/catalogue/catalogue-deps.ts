import type { AppContext } from '../../app-context';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/database';

export interface CatalogueDeps {
  db: AppDatabase;
  clock: Clock;
}

export function catalogueDeps(context: AppContext): CatalogueDeps {
  return { db: context.database.db, clock: context.clock };
}
