import { type Industry, isIndustry } from '@qtify/shared/domain/industry';
import { useEffect, useSyncExternalStore } from 'react';

// A patient has no business of their own; the place they are with (the business of their queue
// entry, of the booking page they are on) decides how the frame words them: "Gast" and "Warteliste"
// at a restaurant. The patient pages report the industry they have loaded anyway, so the frame
// never fetches anything for it. In memory: a reload shows the neutral words until the page has
// its data again.
let current: Industry | null = null;
const listeners = new Set<() => void>();

/** Remembers the industry of the patient's current place; null forgets it. */
export function setPlaceIndustry(industry: Industry | null): void {
  if (industry === current) return;
  current = industry;
  for (const listener of listeners) listener();
}

export function readPlaceIndustry(): Industry | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The industry of the patient's current place, or null before a patient page has loaded one. */
export function usePlaceIndustry(): Industry | null {
  return useSyncExternalStore(subscribe, readPlaceIndustry, readPlaceIndustry);
}

/** For a patient page: the business it shows is `industry` (undefined while it loads). */
export function useReportPlaceIndustry(industry: string | null | undefined): void {
  useEffect(() => {
    if (isIndustry(industry)) setPlaceIndustry(industry);
  }, [industry]);
}
