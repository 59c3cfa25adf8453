import { describe, expect, it } from 'vitest';
import { announcementUntilProblem, audiencesShownIn, isAnnouncementCurrent } from './announcements';

const now = new Date('2026-03-02T10:00:00Z');

describe('announcements', () => {
  it('shows public ones on the public pages, public and patients ones in the patient room, all to staff', () => {
    expect(audiencesShownIn('publicPages')).toEqual(['public']);
    expect(audiencesShownIn('patientRoom')).toEqual(['public', 'patients']);
    expect(audiencesShownIn('staff')).toEqual(['public', 'patients', 'staff']);
  });

  it('is current without an end and until its end, not at or after it', () => {
    expect(isAnnouncementCurrent({ until: null }, now)).toBe(true);
    expect(isAnnouncementCurrent({ until: '2026-03-02T10:00:01Z' }, now)).toBe(true);
    expect(isAnnouncementCurrent({ until: '2026-03-02T10:00:00Z' }, now)).toBe(false);
  });

  it('takes an end ahead within a year, not one in the past or further out', () => {
    expect(announcementUntilProblem(new Date('2026-03-02T18:00:00Z'), now)).toBeNull();
    expect(announcementUntilProblem(new Date('2026-03-02T09:59:00Z'), now)).toBe('untilPast');
    expect(announcementUntilProblem(new Date('2027-06-01T00:00:00Z'), now)).toBe('untilTooFar');
  });
});
