import type { Industry } from '@qtify/shared/domain/industry';
import { useSyncExternalStore } from 'react';

// A patient has no business of their own; the place they are with (the business of their queue
// entry, of the booking page they are on) decides how the frame words them: "Gast" and "Warteliste"
// at a restaurant. The patient pages report their business (place-brand.ts) and its industry lands
// here, so the frame never fetches anything for it. In memory: a reload shows the neutral words
// until the page has its data again.
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
