import type { StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import type { AdvanceBody, CallBody } from '@qtify/shared/schemas/workflow-schemas';
import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import type { QueueEntryRow } from '../../db/schema/queue';
import type { Membership } from '../memberships/membership';
import { listWorkflows } from '../workflows/workflows.service';
import { announceEntry } from './announce-entry';
import { changeEntry } from './change-entry';
import { lineIndexOf, type StageInfo } from './line-index';
import type { QueueEntryPatch } from './queue.repository';
import type { QueueDeps } from './queue-deps';
import { entryNotFound, invalidTransition } from './queue-errors';
import { nextOrderKey } from './queue-lines.repository';
import { unknownStage, unknownStation } from './station-errors';
import { tellCalled } from './tell-called';

// The station view's actions on an entry (POST …/queue/:entryId/call | advance | put-back): each a
// queue change of its own, in the entry's line.

async function stageOf(tx: AppDatabase, entry: QueueEntryRow) {
  const index = lineIndexOf(await listWorkflows(tx, entry.businessId));
  const stage = entry.stageId ? index.stages.get(entry.stageId) : undefined;
  return { index, stage };
}

function stationAt(stage: StageInfo | undefined, stationId: string | undefined): string | null {
  if (stationId === undefined) return null;
  if (!stage?.stations.some((station) => station.id === stationId)) throw unknownStation();
  return stationId;
}

/**
 * Call: a station calls a waiting patient (or calls again, maybe from another station). Status
 * `called`, `calledAt` now, the station set (the one named, else the one the entry was sent to);
 * the patient hears which room, by socket with the sound and by push, in their language.
 */
export async function callEntry(
  deps: QueueDeps,
  membership: Membership,
  entryId: string,
  body: CallBody,
): Promise<StaffEntry> {
  if (!isUuid(entryId)) throw entryNotFound();
  const now = deps.context.clock.now();
  const committed = await changeEntry(deps, membership.businessId, entryId, async (entry, tx) => {
    if (!['notHere', 'checkIn', 'called'].includes(entry.status))
      throw invalidTransition(entry.status, 'called');
    const { stage } = await stageOf(tx, entry);
    const stationId = stationAt(stage, body?.stationId) ?? entry.stationId;
    return { status: 'called', calledAt: now, stationId, outSince: null };
  });
  const views = await announceEntry(deps, committed);
  tellCalled(deps, committed.after, views.staff.station?.name);
  return views.staff;
}

/**
 * Finish at this stage: on to the stage named (of the same workflow), else the next one, waiting
 * there from now (a new order key in that line), maybe sent to one of its stations; finishing at
 * the last stage ends the visit (done, treated). Sending to the stage it is at only changes the station.
 */
export async function advanceEntry(
  deps: QueueDeps,
  membership: Membership,
  entryId: string,
  body: AdvanceBody,
): Promise<StaffEntry> {
  if (!isUuid(entryId)) throw entryNotFound();
  const now = deps.context.clock.now();
  const committed = await changeEntry(deps, membership.businessId, entryId, async (entry, tx) => {
    if (entry.status === 'done') throw invalidTransition(entry.status, 'advance');
    const { index, stage } = await stageOf(tx, entry);
    const targetId = body?.stageId ?? stage?.nextStageId;
    if (targetId === undefined) {
      if (body?.stationId !== undefined) throw unknownStation();
      return {
        status: 'done',
        outcome: 'treated',
        finishedAt: now,
        outSince: null,
        calledAt: entry.calledAt ?? now,
      };
    }
    const target = index.stages.get(targetId);
    if (!target || target.workflowId !== entry.workflowId) throw unknownStage();
    const stationId = stationAt(target, body?.stationId);
    const patch: QueueEntryPatch = {
      status: entry.status === 'notHere' ? 'notHere' : 'checkIn',
      stageId: target.stage.id,
      stationId,
      calledAt: null,
      outSince: null,
    };
    if (target.stage.id !== entry.stageId) patch.sortKey = await nextOrderKey(tx, entry.businessId, now);
    return patch;
  });
  return (await announceEntry(deps, committed)).staff;
}

/** Put back: a called (or in-treatment) patient waits again at the same stage, in their old place. */
export async function putBackEntry(
  deps: QueueDeps,
  membership: Membership,
  entryId: string,
): Promise<StaffEntry> {
  if (!isUuid(entryId)) throw entryNotFound();
  const committed = await changeEntry(deps, membership.businessId, entryId, (entry) => {
    if (entry.status !== 'called' && entry.status !== 'inTreatment') {
      throw invalidTransition(entry.status, 'checkIn');
    }
    return { status: 'checkIn', calledAt: null, stationId: null };
  });
  return (await announceEntry(deps, committed)).staff;
}
