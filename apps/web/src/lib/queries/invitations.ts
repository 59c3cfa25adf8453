import type { Invitation, InvitationBody, InvitationPreview } from '@qtify/shared/schemas/team-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { businessKeys, businessPath } from './businesses';
import { currentUserKeys } from './current-user';
import { memberKeys } from './members';

/** Pending invitations of a business, and an invitation link's side (API.md "Team"). */
export type { Invitation, InvitationBody, InvitationPreview };

export const invitationKeys = {
  list: (businessId: string) => [...businessKeys.detail(businessId), 'invitations'] as const,
  preview: (token: string) => ['invitations', 'preview', token] as const,
};

const invitationsPath = (businessId: string) => `${businessPath(businessId)}/invitations`;

export function useInvitations(businessId: string | undefined) {
  return useQuery({
    queryKey: invitationKeys.list(businessId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ invitations: Invitation[] }>(invitationsPath(businessId ?? ''), { signal }))
        .invitations,
    enabled: Boolean(businessId),
    staleTime: 30_000,
  });
}

/** Invites someone by e-mail; the mail goes out from the server. */
export function useInvite(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InvitationBody) =>
      (await apiClient.post<{ invitation: Invitation }>(invitationsPath(businessId), body)).invitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.list(businessId) }),
  });
}

/** Revokes a pending invitation: its link stops working. */
export function useRevokeInvitation(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiClient.delete(`${invitationsPath(businessId)}/${encodeURIComponent(invitationId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.list(businessId) }),
  });
}

/** Which business and role a link invites to (no account needed to see it). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: invitationKeys.preview(token),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ invitation: InvitationPreview }>(
          `/api/invitations/${encodeURIComponent(token)}`,
          {
            signal,
          },
        )
      ).invitation,
    enabled: token.length > 0,
    retry: false,
  });
}

/** The signed-in user joins; their user (active business, memberships) and the team change with it. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.post<{ businessId: string; role: string }>(
        `/api/invitations/${encodeURIComponent(token)}/accept`,
      ),
    onSuccess: async ({ businessId }) => {
      await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
      await queryClient.invalidateQueries({ queryKey: memberKeys.list(businessId) });
    },
  });
}
