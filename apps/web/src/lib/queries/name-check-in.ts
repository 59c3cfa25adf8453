import type { NameCheckInBody } from '@qtify/shared/schemas/lobby-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { signIn } from './current-user';
import type { Joined } from './patient-entry';
import { patientEntryKeys } from './patient-entry';
import { publicBusinessPath } from './public-place-keys';

/**
 * "I have an appointment" on the QR page: name and birth date check the patient in to today's
 * appointment (422 NO_MATCHING_APPOINTMENT, 422 CHECK_IN_CLOSED). As after registering, the answer
 * holds the room's token, and with `signIn` the visitor becomes the temporary user. Its own file:
 * it loads with the lazy form only, not with the registration page.
 */
export function useNameCheckIn(publicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (checkIn: { body: NameCheckInBody; signIn: boolean }) => {
      const checkedIn = await apiClient.post<Joined>(
        `${publicBusinessPath(publicId)}/check-in`,
        checkIn.body,
      );
      if (checkIn.signIn)
        await signIn(queryClient, checkedIn.data).catch((error: unknown) =>
          console.warn('Sign-in failed', error),
        );
      return checkedIn;
    },
    onSuccess: (checkedIn) =>
      queryClient.setQueryData(patientEntryKeys.detail(checkedIn.entry.token), checkedIn.entry),
  });
}
