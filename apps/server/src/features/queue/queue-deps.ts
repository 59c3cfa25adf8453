import type { AppContext } from '../../app-context';
import { QueuePublisher } from './queue-publisher';
import { SnapshotCache } from './snapshot-cache';

/** What the waiting-room use cases need: one publisher and one snapshot cache per app. */
export interface QueueDeps {
  context: AppContext;
  publisher: QueuePublisher;
  snapshots: SnapshotCache;
}

const deps = new WeakMap<AppContext, QueueDeps>();

export function queueDeps(context: AppContext): QueueDeps {
  let found = deps.get(context);
  if (!found) {
    const snapshots = new SnapshotCache(context);
    found = { context, snapshots, publisher: new QueuePublisher(context, snapshots) };
    deps.set(context, found);
  }
  return found;
}
