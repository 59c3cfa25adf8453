import type { Workflow, WorkflowBody, WorkflowPatchBody } from '@qtify/shared/schemas/workflow-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { businessKeys, businessPath } from './businesses';

/**
 * A business's lines (visit workflows) with their stages and stations (API.md "Release 2
 * additions", waiting room). Only types come from the shared schemas.
 */
export type { Workflow, WorkflowBody, WorkflowPatchBody };

export const workflowKeys = {
  list: (businessId: string) => [...businessKeys.detail(businessId), 'workflows'] as const,
};

const listPath = (businessId: string) => `${businessPath(businessId)}/workflows`;
const onePath = (businessId: string, id: string) => `${listPath(businessId)}/${encodeURIComponent(id)}`;

/** The default line first, then the others in the order they were made. */
export function useWorkflows(businessId: string | undefined) {
  return useQuery({
    queryKey: workflowKeys.list(businessId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ workflows: Workflow[] }>(listPath(businessId ?? ''), { signal })).workflows,
    enabled: Boolean(businessId),
  });
}

function useInvalidateList(businessId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: workflowKeys.list(businessId) });
}

export function useCreateWorkflow(businessId: string) {
  const onSuccess = useInvalidateList(businessId);
  return useMutation({
    mutationFn: async (body: WorkflowBody) =>
      (await apiClient.post<{ workflow: Workflow }>(listPath(businessId), body)).workflow,
    onSuccess,
  });
}

export function useUpdateWorkflow(businessId: string, workflowId: string) {
  const onSuccess = useInvalidateList(businessId);
  return useMutation({
    mutationFn: async (body: WorkflowPatchBody) =>
      (await apiClient.patch<{ workflow: Workflow }>(onePath(businessId, workflowId), body)).workflow,
    onSuccess,
  });
}

/** 422 DEFAULT_WORKFLOW for the default, 409 WORKFLOW_IN_USE while people are in the line. */
export function useDeleteWorkflow(businessId: string) {
  const onSuccess = useInvalidateList(businessId);
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(onePath(businessId, id)),
    onSuccess,
  });
}
