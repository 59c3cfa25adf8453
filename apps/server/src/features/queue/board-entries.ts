import type { BoardEntry } from '@qtify/shared/domain/lobby-board';
import type { AppDatabase } from '../../db/database';
import { listDoctorNames } from '../doctors/doctors.service';
import { listBoardEntryRows } from './board-entries.repository';

/**
 * The open entries of a place as a lobby display's board takes them (domain/lobby-board.ts), in
 * queue order. The one place that maps entry fields to the board's: ticket and station come from
 * the entry (the station once entries carry one; an appointment's doctor is the room until then).
 */
export async function listBoardEntries(db: AppDatabase, businessId: string): Promise<BoardEntry[]> {
  const [rows, doctors] = await Promise.all([
    listBoardEntryRows(db, businessId),
    listDoctorNames(db, businessId),
  ]);
  const doctorName = new Map(doctors.map((doctor) => [doctor.id, doctor.name]));
  return rows.map((row) => ({
    status: row.status,
    calledAt: row.calledAt,
    messageSentAt: row.messageSentAt,
    ticket: row.ticket,
    stationName: null,
    doctorName: row.appointment?.doctorId ? (doctorName.get(row.appointment.doctorId) ?? null) : null,
    firstName: row.firstName,
    lastName: row.lastName,
  }));
}
