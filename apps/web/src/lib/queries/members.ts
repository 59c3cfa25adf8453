import type { Member, MemberPatchBody } from '@qtify/shared/schemas/team-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { businessKeys, businessPath } from './businesses';
import { currentUserKeys } from './current-user';

/** The team of a business as `GET /api/businesses/:id/members` answers it (API.md "Team"). */
export type { Member };

export const memberKeys = {
  list: (businessId: string) => [...businessKeys.detail(businessId), 'members'] as const,
};

const membersPath = (businessId: string) => `${businessPath(businessId)}/members`;
const memberPath = (businessId: string, userId: string) =>
  `${membersPath(businessId)}/${encodeURIComponent(userId)}`;

export function useMembers(businessId: string | undefined) {
  return useQuery({
    queryKey: memberKeys.list(businessId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ members: Member[] }>(membersPath(businessId ?? ''), { signal })).members,
    enabled: Boolean(businessId),
    staleTime: 30_000,
  });
}

/** Changes a member's role or linked doctor. */
export function useChangeMember(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, changes }: { userId: string; changes: MemberPatchBody }) =>
      (await apiClient.patch<{ member: Member }>(memberPath(businessId, userId), changes)).member,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.list(businessId) }),
  });
}

/** Removes a member: they lose access at once. */
export function useRemoveMember(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiClient.delete(memberPath(businessId, userId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.list(businessId) }),
  });
}

/** The caller leaves the business; their user (active business, memberships) changes with it. */
export function useLeaveBusiness(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete(`${businessPath(businessId)}/membership`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
  });
}

/** The owner hands the business to another member, who becomes its owner; the caller a manager. */
export function useTransferOwnership(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiClient.post(`${businessPath(businessId)}/transfer-ownership`, { userId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.list(businessId) }),
        queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
      ]),
  });
}
