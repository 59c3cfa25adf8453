import type { PlacePreload } from '../../lib/place-brand';
import { managedBookingQuery } from '../../lib/queries/manage-booking';
import { publicBusinessQuery } from '../../lib/queries/public-business';

/** A booking's own page (`?token=`): the booking, then its business. */
export const preloadPlace: PlacePreload = async (url, queryClient) => {
  const token = url.searchParams.get('token');
  if (!token) return null;
  const booking = await queryClient.fetchQuery({ ...managedBookingQuery(token), retry: false });
  return queryClient.fetchQuery({ ...publicBusinessQuery(booking.businessPublicId), retry: false });
};
