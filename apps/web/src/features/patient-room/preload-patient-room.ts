import type { PlacePreload } from '../../lib/place-brand';
import { patientEntryQuery } from '../../lib/queries/patient-entry';

/** The room (`/q/:token`, `?entry=`): the entry of the address, and with it its business. */
export const preloadPlace: PlacePreload = async (url, queryClient) => {
  const token = url.pathname.match(/^\/q\/([^/]+)\/?$/i)?.[1] ?? url.searchParams.get('entry');
  // A malformed token is the server's to refuse (404): the page says so.
  if (!token) return null;
  const entry = await queryClient.fetchQuery({ ...patientEntryQuery(token), retry: false });
  return { name: entry.businessName, industry: entry.industry, colorTheme: entry.colorTheme };
};
