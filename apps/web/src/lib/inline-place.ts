import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { publicPlaceKeys } from './queries/public-place-keys';

/** Written by the server into a public page's HTML (apps/server/src/plugins/page-head.ts). */
const INLINE_PLACE_ID = 'qtify-place';

/**
 * The business the server put into this page's HTML for the link's public id (`?b=`), so the page
 * renders without first asking for it; null when it did not (a page the service worker served, an
 * unknown id). Read once: a later page of the same tab asks the API as usual.
 */
function takeInlinePlace(publicId: string): PublicBusiness | null {
  const element = document.getElementById(INLINE_PLACE_ID);
  if (!element) return null;
  element.remove();
  try {
    return element.dataset.publicId === publicId
      ? (JSON.parse(element.textContent ?? '') as PublicBusiness)
      : null;
  } catch {
    return null;
  }
}

/**
 * The public id a business's page names: the link's `?b=`, else the path's second segment
 * (`/shops/<publicId>`). Any other path's segment matches no inline place's id.
 */
function publicIdOf(url: URL): string {
  return url.searchParams.get('b')?.trim() || decodeURIComponent(url.pathname.split('/')[2] ?? '');
}

/**
 * The link's business from the page's HTML, put where its query (queries/public-business.ts) finds
 * it; null when the HTML has none for this link.
 */
export function seedInlinePlace(url: URL, queryClient: QueryClient): PublicBusiness | null {
  let publicId = '';
  try {
    publicId = publicIdOf(url);
  } catch {
    // A malformed escape in the path: no business of the HTML's.
  }
  const place = publicId ? takeInlinePlace(publicId) : null;
  if (place) queryClient.setQueryData(publicPlaceKeys.business(publicId), place);
  return place;
}
