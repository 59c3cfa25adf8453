import { isColorThemeId } from '@qtify/shared/domain/color-themes';
import { isIndustry } from '@qtify/shared/domain/industry';
import type { OpeningHours } from '@qtify/shared/domain/opening-hours';
import type { PublicAnnouncement } from '@qtify/shared/schemas/announcement-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { setPlaceColorTheme } from './color-theme-store';
import { i18n } from './i18n';
import { setPlaceIndustry } from './place-industry';

/**
 * What a business's public pages show of it in their frame (app/shell/business-frame.tsx). The
 * logo and the contact are optional: the frame shows a monogram and no contact without them. The
 * address comes on one line as the server wrote it (`addressLine` of the public answer), so no
 * patient page carries code to format it.
 */
export interface PlaceBrand {
  name: string;
  industry: string;
  /** One of the colour themes (`default`, `blue` …); anything else shows the default. */
  colorTheme: string | undefined;
  logoUrl?: string | null;
  addressLine?: string | null;
  phone?: string | null;
  openingHours?: readonly OpeningHours[] | null;
  /** What the business announces on this page (public pages: audience public; the room: patients too). */
  announcements?: readonly PublicAnnouncement[] | null;
}

/** The hours as one string, so two reports of one place compare (and effects depend) by value. */
const hoursKey = (hours: PlaceBrand['openingHours']) =>
  (hours ?? []).map((range) => `${range.weekday} ${range.start}-${range.end}`).join(',');

/** The announcements as one string, compared by value like the hours. */
const announcementsKey = (announcements: PlaceBrand['announcements']) =>
  (announcements ?? []).map((a) => `${a.id} ${a.until ?? ''} ${a.text}`).join('\n');

/** `loading` until the page knows its business; `none` when it has none to show (a wrong link). */
export type PlaceBrandState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'known'; place: PlaceBrand };

const LOADING: PlaceBrandState = { status: 'loading' };
const NONE: PlaceBrandState = { status: 'none' };

// The page knows its business (it loads it anyway); the frame around it only shows what the page
// reports, so it never fetches anything itself. In memory: one place per tab.
let current: PlaceBrandState = LOADING;
const listeners = new Set<() => void>();

function samePlace(a: PlaceBrand, b: PlaceBrand): boolean {
  return (
    a.name === b.name &&
    a.industry === b.industry &&
    a.colorTheme === b.colorTheme &&
    (a.logoUrl ?? null) === (b.logoUrl ?? null) &&
    (a.addressLine ?? null) === (b.addressLine ?? null) &&
    (a.phone ?? null) === (b.phone ?? null) &&
    hoursKey(a.openingHours) === hoursKey(b.openingHours) &&
    announcementsKey(a.announcements) === announcementsKey(b.announcements)
  );
}

function sameState(a: PlaceBrandState, b: PlaceBrandState): boolean {
  if (a.status === 'known' && b.status === 'known') return samePlace(a.place, b.place);
  return a.status === b.status;
}

export function setPlaceBrand(next: PlaceBrandState): void {
  if (sameState(current, next)) return;
  current = next;
  if (next.status === 'known' && isIndustry(next.place.industry)) setPlaceIndustry(next.place.industry);
  for (const listener of listeners) listener();
}

/** Back to "not known yet", when the frame closes (another place may come next). */
export function forgetPlaceBrand(): void {
  setPlaceBrand(LOADING);
}

function read(): PlaceBrandState {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlaceBrand(): PlaceBrandState {
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * For a business's public page: the business it shows, or `null` when there is none to show (a
 * link that leads nowhere). `undefined` (still loading) says nothing: the frame starts out
 * "loading", and a page part that knows more (the room inside its page) may have said it already.
 */
export function useReportPlace(place: PlaceBrand | null | undefined): void {
  const known = place ?? null;
  const none = place === null;
  const { name, industry, colorTheme, logoUrl, addressLine, phone, openingHours, announcements } =
    known ?? {};
  const hours = hoursKey(openingHours);
  const notices = announcementsKey(announcements);
  // biome-ignore lint/correctness/useExhaustiveDependencies: hours and announcements count by value (`hours`, `notices`), not by array identity
  useEffect(() => {
    if (name !== undefined && industry !== undefined)
      setPlaceBrand({
        status: 'known',
        place: { name, industry, colorTheme, logoUrl, addressLine, phone, openingHours, announcements },
      });
    else if (none) setPlaceBrand(NONE);
  }, [none, name, industry, colorTheme, logoUrl, addressLine, phone, hours, notices]);
}

/**
 * A business's public page, before its first render (app/preload-page.ts): fetches the page's data
 * into its own queries as the address names it, and answers the business it shows (null: none).
 */
export type PlacePreload = (url: URL, queryClient: QueryClient) => Promise<PlaceBrand | null>;

/**
 * Shows a place fetched before the first render: its name, colours and, once its catalogue is in,
 * its industry's wording. The page then renders once, complete, instead of a loader followed by
 * renders of the whole tree for the data, the colours and the catalogue on a patient's slow phone.
 */
export async function showPlace(place: PlaceBrand): Promise<void> {
  setPlaceBrand({ status: 'known', place });
  if (isColorThemeId(place.colorTheme)) setPlaceColorTheme(place.colorTheme);
  if (isIndustry(place.industry)) {
    await i18n.loadNamespaces(place.industry);
    i18n.setDefaultNamespace(place.industry);
  }
}
