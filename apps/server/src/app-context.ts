import type { Config } from './config';
import type { Database } from './db/database';

/** What every feature's routes receive as plugin options: the app's configuration and services. */
export interface AppContext {
  config: Config;
  database: Database;
}
