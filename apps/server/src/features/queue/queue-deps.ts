import type { AppContext } from '../../app-context';
import { EntryTokens } from './entry-tokens';
import { PlaceCache } from './place-cache';
import { QueuePublisher } from './queue-publisher';

/** What the waiting-room use cases need: one place cache, publisher and token index per app. */
export interface QueueDeps {
  context: AppContext;
  places: PlaceCache;
  publisher: QueuePublisher;
  tokens: EntryTokens;
}

const deps = new WeakMap<AppContext, QueueDeps>();

export function queueDeps(context: AppContext): QueueDeps {
  let found = deps.get(context);
  if (!found) {
    const places = new PlaceCache(context);
    found = {
      context,
      places,
      publisher: new QueuePublisher(context, places),
      tokens: new EntryTokens(context.database.db),
    };
    deps.set(context, found);
  }
  return found;
}
