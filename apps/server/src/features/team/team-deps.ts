import type { AppContext } from '../../app-context';

/** What the team's use cases need. */
export type TeamDeps = Pick<AppContext, 'clock' | 'config' | 'mailer' | 'realtime' | 'tasks'> & {
  db: AppContext['database']['db'];
};

export const teamDeps = (context: AppContext): TeamDeps => ({
  db: context.database.db,
  clock: context.clock,
  config: context.config,
  mailer: context.mailer,
  realtime: context.realtime,
  tasks: context.tasks,
});
