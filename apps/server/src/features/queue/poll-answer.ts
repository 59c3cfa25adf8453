import type { PatientEntry, ZPatientEntryResponse } from '@qtify/shared/schemas/queue-schemas';
import type { z } from 'zod';
import { hashToken, isOpaqueToken } from '../auth/opaque-token';
import { positionIn } from './announce-entry';
import { getStoredEntry } from './patient-entry';
import { presentPatientEntry } from './present-patient-entry';
import type { QueueDeps } from './queue-deps';
import { entryNotFound } from './queue-errors';

const serialize = (entry: PatientEntry) =>
  JSON.stringify({ success: true, entry } satisfies z.infer<typeof ZPatientEntryResponse>);

/**
 * The body of GET /api/queue/:entryToken as JSON text: people ahead, the estimate, whether staff
 * sent a message. Every waiting phone polls it (and refetches it after a gap in the versions), so
 * a waiting patient's answer comes from this instance's view of the place, without a query: the
 * people ahead by binary search, the text made once per version of the place. Anything else (a
 * finished entry, one this instance has not seen yet) is read from the database.
 */
export async function pollAnswer(deps: QueueDeps, entryToken: string): Promise<string> {
  if (!isOpaqueToken(entryToken)) throw entryNotFound();
  const ids = await deps.tokens.find(hashToken(entryToken));
  if (!ids) throw entryNotFound();
  const place = await deps.places.get(ids.businessId);
  const entry = place?.open.get(ids.entryId);
  if (!place || !entry) return serialize(await getStoredEntry(deps, entryToken));
  let answer = place.answers.get(entry.id);
  if (answer === undefined) {
    answer = serialize(presentPatientEntry(entry, entry.firstName, place, positionIn(place, entry)));
    place.answers.set(entry.id, answer);
  }
  return answer;
}

/**
 * The entry of a token as the patient room shows it, for the page's first view (plugins/
 * first-view-room.ts): like the poll's answer, from this instance's view of the place without a
 * query while the entry waits, else read from the database.
 */
export async function patientEntryNow(deps: QueueDeps, entryToken: string): Promise<PatientEntry> {
  if (!isOpaqueToken(entryToken)) throw entryNotFound();
  const ids = await deps.tokens.find(hashToken(entryToken));
  if (!ids) throw entryNotFound();
  const place = await deps.places.get(ids.businessId);
  const entry = place?.open.get(ids.entryId);
  if (!place || !entry) return getStoredEntry(deps, entryToken);
  return presentPatientEntry(entry, entry.firstName, place, positionIn(place, entry));
}
