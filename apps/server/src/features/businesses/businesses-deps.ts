import type { AppContext } from '../../app-context';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/database';
import { newPublicId } from './new-public-id';

/** What the businesses use cases need; each takes the part it uses. */
export interface BusinessesDeps {
  db: AppDatabase;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
  /** Draws a business's public id (tests replace it to force a collision). */
  newPublicId: () => string;
}

export function businessesDeps(context: AppContext): BusinessesDeps {
  return { db: context.database.db, clock: context.clock, config: context.config, newPublicId };
}
