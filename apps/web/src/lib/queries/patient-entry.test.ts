import type { QueueMove } from '@qtify/shared/domain/queue-move';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type PatientEntry, patientEntryKeys, receiveOwnEntry, receiveQueueMove } from './patient-entry';

const TOKEN = 'a'.repeat(43);

function entry(overrides: Partial<PatientEntry> = {}): PatientEntry {
  return {
    id: 'e1',
    firstName: 'Clara',
    status: 'notHere',
    outcome: null,
    ahead: 3,
    isNext: false,
    estimatedWaitMinutes: 30,
    estimatedWaitRange: { min: 30, max: 30 },
    out: false,
    notify: false,
    businessName: 'Ordination Dr. Berger',
    businessPublicId: 'abcdefghjk',
    industry: 'medical',
    colorTheme: 'default',
    messageSent: false,
    messageSentAt: null,
    message: null,
    createdAt: '2026-11-24T08:00:00.000Z',
    sortKey: 50,
    version: 7,
    minutesPerPerson: 10,
    perPerson: { min: 10, max: 10 },
    appointmentId: null,
    appointment: null,
    ticket: 'A007',
    urgent: false,
    ...overrides,
  };
}

const move = (version: number, entered: number[], left: number[]): QueueMove => ({
  businessId: 'b1',
  version,
  changes: [{ version, entered, left }],
  minutesPerPerson: 12,
  perPerson: { min: 12, max: 12 },
});

function roomWith(start: PatientEntry) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(patientEntryKeys.detail(TOKEN), start);
  return {
    queryClient,
    current: () => queryClient.getQueryData<PatientEntry>(patientEntryKeys.detail(TOKEN)),
  };
}

describe('the patient room following its place live', () => {
  it('moves up when someone before leaves and keeps its place when someone after joins', () => {
    const room = roomWith(entry());
    expect(receiveQueueMove(room.queryClient, TOKEN, move(8, [], [10]))).toBeNull();
    expect(receiveQueueMove(room.queryClient, TOKEN, move(9, [70], []))).toBeNull();
    expect(room.current()).toMatchObject({ version: 9, ahead: 2, estimatedWaitMinutes: 24, isNext: false });
    receiveQueueMove(room.queryClient, TOKEN, move(10, [], [20, 30]));
    expect(room.current()).toMatchObject({ ahead: 0, isNext: true, estimatedWaitMinutes: 0 });
  });

  it('asks for a refetch after a missed version and changes nothing meanwhile', () => {
    const room = roomWith(entry());
    expect(receiveQueueMove(room.queryClient, TOKEN, move(9, [], [10]))).toBe('refetch');
    expect(room.current()).toMatchObject({ version: 7, ahead: 3 });
  });

  it('takes its own entry:changed unless it already knows a later version', () => {
    const room = roomWith(entry());
    receiveOwnEntry(room.queryClient, TOKEN, entry({ version: 8, status: 'inTreatment', ahead: 0 }));
    expect(room.current()).toMatchObject({ version: 8, status: 'inTreatment' });
    // The broadcast of the same change arrives after it: known, ignored.
    expect(receiveQueueMove(room.queryClient, TOKEN, move(8, [], [50]))).toBeNull();
    receiveOwnEntry(room.queryClient, TOKEN, entry({ version: 6 }));
    expect(room.current()).toMatchObject({ version: 8, status: 'inTreatment' });
  });
});
