import { describe, expect, it } from 'vitest';
import { staffEntry } from '../../test/staff-entry';
import {
  actionKey,
  entryBadges,
  fullName,
  isNewEntry,
  primaryAction,
  splitActions,
  stateKey,
  statusActions,
} from './entry-view';

const NOW = Date.parse('2026-11-21T10:50:00Z');

const entry = staffEntry;

describe('which badges an entry shows', () => {
  it('marks someone who joined minutes ago and self-registered as new', () => {
    expect(entryBadges(entry(), NOW)).toEqual([{ kind: 'new' }, { kind: 'source', selfRegistered: true }]);
  });

  it('stops calling an entry new after ten minutes, once notified, or once called in', () => {
    expect(isNewEntry(entry({ createdAt: '2026-11-21T10:40:00Z' }), NOW)).toBe(false);
    expect(isNewEntry(entry({ createdAt: '2026-11-21T10:40:01Z' }), NOW)).toBe(true);
    expect(isNewEntry(entry({ messageSent: true }), NOW)).toBe(false);
    expect(isNewEntry(entry({ status: 'inTreatment' }), NOW)).toBe(false);
  });

  it('puts stepped out first, with the time since, and shows when the message went out', () => {
    const badges = entryBadges(
      entry({
        out: true,
        outSince: '2026-11-21T10:42:00Z',
        messageSent: true,
        messageSentAt: '2026-11-21T10:48:00Z',
        selfRegistered: false,
        createdAt: '2026-11-21T09:00:00Z',
      }),
      NOW,
    );
    expect(badges).toEqual([
      { kind: 'out', since: '2026-11-21T10:42:00Z' },
      { kind: 'messageSent', at: '2026-11-21T10:48:00Z' },
      { kind: 'source', selfRegistered: false },
    ]);
  });

  it('says nothing of how an appointment came in: its appointment line says why the patient is here', () => {
    const badges = entryBadges(
      entry({ appointmentId: 'appointment-1', createdAt: '2026-11-21T09:00:00Z' }),
      NOW,
    );
    expect(badges).toEqual([]);
  });

  it('no longer shows a finished entry as stepped out', () => {
    const badges = entryBadges(entry({ status: 'done', out: true, createdAt: '2026-11-21T08:00:00Z' }), NOW);
    expect(badges.map((badge) => badge.kind)).toEqual(['source']);
  });
});

describe('the status buttons of an entry', () => {
  it('offers every allowed next status, with done split into its outcomes and no-show a status of its own', () => {
    expect(statusActions('checkIn')).toEqual([
      { status: 'notHere' },
      { status: 'inTreatment' },
      { status: 'done', outcome: 'treated' },
      { status: 'done', outcome: 'cancelled' },
      { status: 'noShow' },
    ]);
    expect(statusActions('done')).toEqual([]);
  });

  it('puts a no-show back in line checked in, worded as such', () => {
    expect(splitActions('noShow')).toEqual({
      primary: null,
      others: [{ status: 'checkIn' }],
      finish: [],
      more: [{ status: 'checkIn' }],
    });
    expect(actionKey('noShow', { status: 'checkIn' })).toBe('action.restore');
    expect(actionKey('checkIn', { status: 'noShow' })).toBe('action.noShow');
  });

  it('makes the usual next step the main button and keeps the rest apart', () => {
    expect(primaryAction('notHere')).toEqual({ status: 'checkIn' });
    expect(primaryAction('done')).toBeNull();
    expect(splitActions('inTreatment')).toEqual({
      primary: { status: 'done', outcome: 'treated' },
      others: [{ status: 'checkIn' }],
      finish: [
        { status: 'done', outcome: 'treated' },
        { status: 'done', outcome: 'cancelled' },
        { status: 'done', outcome: 'noShow' },
      ],
      more: [
        { status: 'checkIn' },
        { status: 'done', outcome: 'cancelled' },
        { status: 'done', outcome: 'noShow' },
      ],
    });
    expect(splitActions('notHere').others).toEqual([{ status: 'inTreatment' }]);
  });

  it('lets staff finish someone in treatment as treated from the finish menu', () => {
    const outcomes = (status: 'notHere' | 'checkIn' | 'inTreatment') =>
      splitActions(status).finish.map((action) => action.outcome ?? action.status);
    expect(outcomes('inTreatment')).toEqual(['treated', 'cancelled', 'noShow']);
    expect(outcomes('checkIn')).toEqual(['treated', 'cancelled', 'noShow']);
    expect(outcomes('notHere')).toEqual(['treated', 'cancelled', 'noShow']);
    expect(splitActions('done')).toEqual({ primary: null, others: [], finish: [], more: [] });
  });
});

describe('label keys', () => {
  it('names buttons by where they lead and a finished entry by its outcome', () => {
    expect(actionKey('notHere', { status: 'checkIn' })).toBe('action.checkIn');
    expect(actionKey('inTreatment', { status: 'checkIn' })).toBe('action.backToWaiting');
    expect(actionKey('checkIn', { status: 'done', outcome: 'noShow' })).toBe('outcome.noShow');
    expect(stateKey({ status: 'inTreatment', outcome: null })).toBe('status.inTreatment');
    expect(stateKey({ status: 'done', outcome: 'cancelled' })).toBe('outcome.cancelled');
    expect(stateKey({ status: 'done', outcome: null })).toBe('outcome.treated');
  });

  it('writes the full name without stray spaces', () => {
    expect(fullName({ firstName: 'Anna', lastName: 'Berger' })).toBe('Anna Berger');
    expect(fullName({ firstName: 'Anna', lastName: '' })).toBe('Anna');
  });
});
