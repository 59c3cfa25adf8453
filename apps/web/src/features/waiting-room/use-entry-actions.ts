import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api-error';
import { errorMessageKey } from '../../lib/error-text';
import type { StatusAction } from './entry-view';
import { changeStatus, refreshQueue, type StaffEntry } from './queue-api';

/** Which dialog of an entry is open. */
export type EntryDialog = { kind: 'add' } | { kind: 'notify' | 'history'; entry: StaffEntry };

/**
 * The one-click status changes of a list: one entry busy at a time, a refused change (422
 * INVALID_TRANSITION: someone else was faster) shown as a message and the list refetched.
 */
export function useEntryActions(businessId: string) {
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (entry: StaffEntry, action: StatusAction) => {
    setBusyId(entry.id);
    setError(null);
    try {
      await changeStatus(queryClient, businessId, entry.id, action.status, action.outcome);
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'INVALID_TRANSITION') setError('transitionRefused');
      else setError(errorMessageKey(caught));
      await refreshQueue(queryClient, businessId);
    } finally {
      setBusyId(null);
    }
  };

  return { busyId, errorKey: error, clearError: () => setError(null), run };
}
