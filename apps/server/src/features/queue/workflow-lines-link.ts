import type { AppContext } from '../../app-context';
import { findDoctor } from '../doctors/doctors.service';
import type { LinesPort } from '../workflows/lines-port';
import { queueDeps } from './queue-deps';
import { countOpenEntriesIn } from './queue-lines.repository';
import { bumpQueueVersion } from './queue-version.repository';

/**
 * The waiting room's part of the workflows' port (lines-port.ts): an edit of the lines is a queue
 * change of its place. It bumps the version first (so it takes turns with joins and calls: nobody
 * enters a stage while it is removed), and once committed every instance reads the place again with
 * the new stages and names (the version it did not see, or `linesChanged` here), and staff screens
 * hear `queue:changed`. Nobody's position moves: the patients' broadcast is an empty step.
 */
export function workflowLinesLink(context: AppContext): LinesPort {
  const deps = queueDeps(context);
  return {
    async change(businessId, work) {
      const { result, version } = await context.database.db.transaction(async (tx) => {
        const version = await bumpQueueVersion(tx, businessId);
        const result = await work(tx, (scope) => countOpenEntriesIn(tx, businessId, scope));
        return { result, version };
      });
      await deps.publisher.publish(
        {
          businessId,
          version,
          entries: [],
          removedIds: [],
          entered: [],
          left: [],
          treatmentFinished: false,
          linesChanged: true,
        },
        () => ({ staff: {} }),
      );
      return result;
    },
    async isDoctorOf(db, businessId, doctorId) {
      return (await findDoctor(db, businessId, doctorId)) !== undefined;
    },
  };
}
