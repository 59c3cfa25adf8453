import type { DisplayNameMode } from '@qtify/shared/domain/lobby-board';
import type {
  DisplayBoard,
  KioskEntry,
  KioskQueueBody,
  LobbyDevice,
  LobbyDeviceKind,
  NameCheckInBody,
} from '@qtify/shared/schemas/lobby-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { isApiError } from '../api-error';
import { businessKeys, businessPath } from './businesses';

/**
 * Lobby displays and kiosks (API.md "Waiting room"): the staff's lists and writes, the board a
 * display shows and what a kiosk sends. Only types come from the shared schemas.
 */
export type { DisplayBoard, KioskEntry, LobbyDevice, LobbyDeviceKind };

const PLURAL: Record<LobbyDeviceKind, 'displays' | 'kiosks'> = { display: 'displays', kiosk: 'kiosks' };

export const lobbyKeys = {
  list: (businessId: string, kind: LobbyDeviceKind) =>
    [...businessKeys.detail(businessId), PLURAL[kind]] as const,
  board: (token: string) => ['display-board', token] as const,
  kiosk: (token: string) => ['kiosk-place', token] as const,
};

const listPath = (businessId: string, kind: LobbyDeviceKind) => `${businessPath(businessId)}/${PLURAL[kind]}`;

export function useLobbyDevices(businessId: string, kind: LobbyDeviceKind) {
  return useQuery({
    queryKey: lobbyKeys.list(businessId, kind),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ devices: LobbyDevice[] }>(listPath(businessId, kind), { signal })).devices,
    enabled: Boolean(businessId),
  });
}

/** A new display or kiosk; the answer holds its link's token, this once. */
export function useCreateLobbyDevice(businessId: string, kind: LobbyDeviceKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { label?: string; names?: DisplayNameMode }) => {
      const answer = await apiClient.post<{
        display?: LobbyDevice & { token: string };
        kiosk?: LobbyDevice & { token: string };
      }>(listPath(businessId, kind), body);
      return (answer.display ?? answer.kiosk) as LobbyDevice & { token: string };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lobbyKeys.list(businessId, kind) }),
  });
}

/** Changes a display's label or what it shows of a person; its link stays. */
export function useUpdateDisplay(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...changes }: { id: string; label?: string; names?: DisplayNameMode }) =>
      (
        await apiClient.patch<{ display: LobbyDevice }>(
          `${listPath(businessId, 'display')}/${encodeURIComponent(id)}`,
          changes,
        )
      ).display,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lobbyKeys.list(businessId, 'display') }),
  });
}

/** Revokes a device: its link stops working at once. */
export function useRevokeLobbyDevice(businessId: string, kind: LobbyDeviceKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(`${listPath(businessId, kind)}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lobbyKeys.list(businessId, kind) }),
  });
}

/**
 * The board of a display link. Fetched again on every `display:changed` and reconnect, and once a
 * minute besides: a call leaves the board after ten minutes without any change to announce it.
 */
export const displayBoardQuery = (token: string) =>
  queryOptions({
    queryKey: lobbyKeys.board(token),
    queryFn: async ({ signal }) =>
      apiClient.get<DisplayBoard>(`/api/public/displays/${encodeURIComponent(token)}`, { signal }),
    refetchInterval: 60_000,
    // A TV stays on for days: keep trying through a network drop; a revoked link (404) says so at once.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 3,
  });

export function useDisplayBoard(token: string) {
  return useQuery(displayBoardQuery(token));
}

const kioskPath = (token: string) => `/api/public/kiosks/${encodeURIComponent(token)}`;

export function useKioskPlace(token: string) {
  return useQuery({
    queryKey: lobbyKeys.kiosk(token),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 3,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ place: { name: string; industry: string; colorTheme: string } }>(
          kioskPath(token),
          {
            signal,
          },
        )
      ).place,
  });
}

/** A walk-in registers at the kiosk: the entry and its ticket, no link. */
export function useKioskRegister(token: string) {
  return useMutation({
    mutationFn: async (body: KioskQueueBody) =>
      (await apiClient.post<{ entry: KioskEntry }>(`${kioskPath(token)}/queue`, body)).entry,
  });
}

/** A patient checks in to today's appointment at the kiosk by name and birth date. */
export function useKioskCheckIn(token: string) {
  return useMutation({
    mutationFn: async (body: NameCheckInBody) =>
      (await apiClient.post<{ entry: KioskEntry }>(`${kioskPath(token)}/check-in`, body)).entry,
  });
}
