import type {
  Bill,
  BillItemInput,
  BillSummary,
  BillWebhook,
  Revenue,
} from '@qtify/shared/schemas/bill-schemas';
import type { Product } from '@qtify/shared/schemas/product-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { businessKeys, businessPath } from './businesses';

/**
 * Bills prepared at the counter (API.md "Catalogue, public page, bills", issue 22): drafts, their
 * items, finishing, the PDF and e-mail, revenue, export and the webhook. Not a cash register.
 */
export type { Bill, BillSummary, BillWebhook, Product, Revenue };

export interface BillRange {
  from: string;
  to: string;
}

export const billKeys = {
  all: (businessId: string) => [...businessKeys.detail(businessId), 'bills'] as const,
  detail: (businessId: string, billId: string) => [...billKeys.all(businessId), 'bill', billId] as const,
  list: (businessId: string, range: BillRange) => [...billKeys.all(businessId), 'list', range] as const,
  revenue: (businessId: string, range: BillRange) => [...billKeys.all(businessId), 'revenue', range] as const,
  webhook: (businessId: string) => [...billKeys.all(businessId), 'webhook'] as const,
};

const billsPath = (businessId: string) => `${businessPath(businessId)}/bills`;
const billPath = (businessId: string, billId: string) =>
  `${billsPath(businessId)}/${encodeURIComponent(billId)}`;
const rangeQuery = (range: BillRange) => `?${new URLSearchParams({ from: range.from, to: range.to })}`;

export function useBill(businessId: string, billId: string) {
  return useQuery({
    queryKey: billKeys.detail(businessId, billId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ bill: Bill }>(billPath(businessId, billId), { signal })).bill,
    enabled: Boolean(businessId && billId),
  });
}

export function useBills(businessId: string, range: BillRange) {
  return useQuery({
    queryKey: billKeys.list(businessId, range),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ bills: BillSummary[] }>(`${billsPath(businessId)}${rangeQuery(range)}`, {
          signal,
        })
      ).bills,
    enabled: Boolean(businessId),
  });
}

/** After a write: the bill's own query gets the answer, the lists and revenue are refetched. */
function useStoreBill(businessId: string) {
  const queryClient = useQueryClient();
  return (bill: Bill) => {
    queryClient.setQueryData(billKeys.detail(businessId, bill.id), bill);
    void queryClient.invalidateQueries({ queryKey: [...billKeys.all(businessId), 'list'] });
    void queryClient.invalidateQueries({ queryKey: [...billKeys.all(businessId), 'revenue'] });
    return bill;
  };
}

/** A draft for a visit, an appointment, or a walk-in (no ids). */
export function useStartBill(businessId: string) {
  const store = useStoreBill(businessId);
  return useMutation({
    mutationFn: async (body: { queueEntryId?: string; appointmentId?: string }) =>
      store((await apiClient.post<{ bill: Bill }>(billsPath(businessId), body)).bill),
  });
}

export function useChangeBillEmployee(businessId: string, billId: string) {
  const store = useStoreBill(businessId);
  return useMutation({
    mutationFn: async (employeeUserId: string | null) =>
      store((await apiClient.patch<{ bill: Bill }>(billPath(businessId, billId), { employeeUserId })).bill),
  });
}

export function useSaveBillItems(businessId: string, billId: string) {
  const store = useStoreBill(businessId);
  return useMutation({
    mutationFn: async (items: BillItemInput[]) =>
      store((await apiClient.put<{ bill: Bill }>(`${billPath(businessId, billId)}/items`, items)).bill),
  });
}

export function useFinishBill(businessId: string, billId: string) {
  const store = useStoreBill(businessId);
  return useMutation({
    mutationFn: async () =>
      store((await apiClient.post<{ bill: Bill }>(`${billPath(businessId, billId)}/finish`, {})).bill),
  });
}

export function useEmailBill(businessId: string, billId: string) {
  return useMutation({
    mutationFn: async () =>
      (await apiClient.post<{ sentTo: string }>(`${billPath(businessId, billId)}/email`, {})).sentTo,
  });
}

export function useBillPdf(businessId: string, billId: string) {
  return useMutation({ mutationFn: () => apiClient.blob(`${billPath(businessId, billId)}/pdf`) });
}

export function useRevenue(businessId: string, range: BillRange) {
  return useQuery({
    queryKey: billKeys.revenue(businessId, range),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ revenue: Revenue }>(`${billsPath(businessId)}/revenue${rangeQuery(range)}`, {
          signal,
        })
      ).revenue,
    enabled: Boolean(businessId),
  });
}

export function useExportBills(businessId: string) {
  return useMutation({
    mutationFn: ({ range, format }: { range: BillRange; format: 'csv' | 'json' }) =>
      apiClient.blob(`${billsPath(businessId)}/export.${format}${rangeQuery(range)}`),
  });
}

export function useBillWebhook(businessId: string) {
  return useQuery({
    queryKey: billKeys.webhook(businessId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ webhook: BillWebhook }>(`${businessPath(businessId)}/bill-webhook`, { signal }))
        .webhook,
    enabled: Boolean(businessId),
  });
}

/** Sets the address (and, the first time or with `rotate`, a secret shown once in the answer). */
export function useSaveBillWebhook(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { url?: string; rotate?: boolean }) =>
      apiClient.put<{ webhook: BillWebhook; secret?: string }>(
        `${businessPath(businessId)}/bill-webhook`,
        body,
      ),
    onSuccess: (answer) => queryClient.setQueryData(billKeys.webhook(businessId), answer.webhook),
  });
}
