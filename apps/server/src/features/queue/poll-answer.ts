import type { PatientEntry, ZPatientEntryResponse } from '@qtify/shared/schemas/queue-schemas';
import type { z } from 'zod';
import { findWaitingEntry, getFinishedEntry } from './patient-entry';
import { presentPatientEntry } from './present-patient-entry';
import type { QueueDeps } from './queue-deps';
import type { QueueSnapshot } from './queue-snapshot';

const serialize = (entry: PatientEntry) =>
  JSON.stringify({ success: true, entry } satisfies z.infer<typeof ZPatientEntryResponse>);

const answers = new WeakMap<QueueSnapshot, Map<string, string>>();

/**
 * The body of GET /api/queue/:entryToken as JSON text: people ahead, the estimate, whether staff
 * sent a message. Every waiting phone polls it, and while a business's snapshot lives (up to a
 * second, dropped on every change) a waiting patient's answer cannot change: it is presented and
 * serialized once per snapshot, not once per poll. A finished entry is read from the database.
 */
export async function pollAnswer(deps: QueueDeps, entryToken: string): Promise<string> {
  const waiting = await findWaitingEntry(deps, entryToken);
  if (!waiting) return serialize(await getFinishedEntry(deps, entryToken));
  const { entry, snapshot } = waiting;
  let ofSnapshot = answers.get(snapshot);
  if (!ofSnapshot) {
    ofSnapshot = new Map();
    answers.set(snapshot, ofSnapshot);
  }
  let answer = ofSnapshot.get(entry.id);
  if (answer === undefined) {
    answer = serialize(presentPatientEntry(entry, entry.firstName, snapshot));
    ofSnapshot.set(entry.id, answer);
  }
  return answer;
}
