import { isApiError } from '../../lib/api-error';
import { errorMessageKey } from '../../lib/error-text';
import { type StaffEntry, useChangeStatus } from '../../lib/queries/queue';
import type { StatusAction } from './entry-view';

/** Which dialog of an entry is open. */
export type EntryDialog = { kind: 'add' } | { kind: 'notify' | 'history'; entry: StaffEntry };

/**
 * The one-click status changes of a list: shown at once (optimistic), one entry busy at a time; a
 * refused change (422 INVALID_TRANSITION: someone else was faster) is put back and said.
 */
export function useEntryActions(businessId: string) {
  const change = useChangeStatus(businessId);
  const error = change.error;
  const errorKey =
    error === null
      ? null
      : isApiError(error) && error.code === 'INVALID_TRANSITION'
        ? 'transitionRefused'
        : errorMessageKey(error);
  return {
    busyId: change.isPending ? (change.variables?.entry.id ?? null) : null,
    errorKey,
    clearError: () => change.reset(),
    run: (entry: StaffEntry, action: StatusAction) =>
      change.mutate({ entry, status: action.status, outcome: action.outcome }),
  };
}
