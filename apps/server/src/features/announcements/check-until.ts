import { announcementUntilProblem } from '@qtify/shared/domain/announcements';
import { badUntil } from './announcement-errors';

/** The end as stored: null (until removed), or an instant ahead within the maximum (else 400). */
export function checkUntil(until: string | null | undefined, now: Date): Date | null {
  if (until === undefined || until === null) return null;
  const end = new Date(until);
  const problem = announcementUntilProblem(end, now);
  if (problem) throw badUntil(problem);
  return end;
}
