import type { Bill, ChangeBillInput, CreateBillInput } from '@qtify/shared/schemas/bill-schemas';
import { findAppointment } from '../appointments/find-appointment';
import { businessCurrency } from '../catalogue/catalogue.service';
import type { Membership } from '../memberships/membership';
import { listMemberNames } from '../memberships/memberships.service';
import { findPatient } from '../patients/patients.service';
import { findVisit } from '../queue/find-visit';
import { billFinished, unknownEmployee, unknownVisit } from './bill-errors';
import { findBillOfVisit, findBillRow, insertBill, listItemRows, updateBillRow } from './bills.repository';
import type { BillsDeps } from './bills-deps';
import { loadBill } from './get-bill';
import { presentBill } from './present-bill';

/** Who is billed: the patient of the visit or appointment, as their record reads now (a snapshot). */
async function billedPatient(deps: BillsDeps, businessId: string, input: CreateBillInput & object) {
  let patientId: string | null = null;
  let appointmentId = input.appointmentId ?? null;
  if (input.queueEntryId) {
    const visit = await findVisit(deps.db, businessId, input.queueEntryId);
    if (!visit) throw unknownVisit('queueEntryId');
    patientId = visit.patientId;
    appointmentId ??= visit.appointmentId;
  }
  if (appointmentId) {
    const appointment = await findAppointment(deps.db, businessId, appointmentId);
    if (!appointment) throw unknownVisit('appointmentId');
    patientId ??= appointment.patientId;
  }
  const patient = patientId ? await findPatient(deps.db, businessId, patientId) : undefined;
  return {
    appointmentId,
    patientName: patient ? `${patient.firstName} ${patient.lastName}` : null,
    patientEmail: patient?.email ?? null,
  };
}

/** The member who served, by name as the team lists them now; 422 for anyone else. */
export async function employeeOf(deps: BillsDeps, businessId: string, userId: string | null | undefined) {
  if (!userId) return { employeeUserId: null, employeeName: null };
  const member = (await listMemberNames(deps.db, businessId)).find((m) => m.userId === userId);
  if (!member) throw unknownEmployee();
  return { employeeUserId: userId, employeeName: `${member.firstName} ${member.lastName}` };
}

/**
 * POST …/bills: a draft for a visit (queue entry), an appointment, or a walk-in (neither). The
 * patient's name and e-mail are copied from their record; the currency is the business's now. A
 * visit or appointment has one bill: starting it again (another tab, the calendar after the
 * waiting room) answers the bill it has, draft or finished (`created: false`).
 */
export async function createBill(
  deps: BillsDeps,
  membership: Membership,
  input: CreateBillInput,
): Promise<{ bill: Bill; created: boolean }> {
  const body = input ?? {};
  const now = deps.clock.now();
  const patient = await billedPatient(deps, membership.businessId, body);
  const visit = { queueEntryId: body.queueEntryId ?? null, appointmentId: patient.appointmentId };
  const existing = async () => {
    const row = await findBillOfVisit(deps.db, membership.businessId, visit);
    if (!row) throw unknownVisit(body.queueEntryId ? 'queueEntryId' : 'appointmentId');
    return { bill: presentBill(row, await listItemRows(deps.db, row.id)), created: false };
  };
  if (await findBillOfVisit(deps.db, membership.businessId, visit)) return existing();
  const row = await insertBill(deps.db, {
    businessId: membership.businessId,
    queueEntryId: body.queueEntryId ?? null,
    ...patient,
    ...(await employeeOf(deps, membership.businessId, body.employeeUserId)),
    currency: await businessCurrency(deps.db, membership.businessId),
    createdAt: now,
    createdBy: membership.userId,
    updatedAt: now,
  });
  // Another start of the same visit got there first.
  if (!row) return existing();
  return { bill: presentBill(row, []), created: true };
}

/** PATCH …/bills/:billId: who served; a finished bill answers 409 BILL_FINISHED. */
export async function changeBill(
  deps: BillsDeps,
  membership: Membership,
  billId: string,
  input: ChangeBillInput,
): Promise<Bill> {
  const employee = await employeeOf(deps, membership.businessId, input.employeeUserId);
  await deps.db.transaction(async (tx) => {
    const bill = await findBillRow(tx, membership.businessId, billId, { lock: true });
    if (bill?.status === 'finished') throw billFinished();
    if (bill) await updateBillRow(tx, bill.id, { ...employee, updatedAt: deps.clock.now() });
  });
  return loadBill(deps.db, membership.businessId, billId);
}
