import type { AppContext } from '../../app-context';
import { QueuePublisher } from './queue-publisher';

/** What the waiting-room use cases need; one publisher per app (it coalesces events per business). */
export interface QueueDeps {
  context: AppContext;
  publisher: QueuePublisher;
}

const publishers = new WeakMap<AppContext, QueuePublisher>();

export function queueDeps(context: AppContext): QueueDeps {
  let publisher = publishers.get(context);
  if (!publisher) {
    publisher = new QueuePublisher(context);
    publishers.set(context, publisher);
  }
  return { context, publisher };
}
