import type { TFunction } from 'i18next';
import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../../lib/api-error';

/** Status and a translated message for whatever a route threw. */
export function describeError(error: unknown, t: TFunction): { status: number; message?: string } {
  if (isRouteErrorResponse(error)) {
    return error.status === 404
      ? { status: 404 }
      : { status: error.status, message: error.statusText || undefined };
  }
  if (isApiError(error)) {
    return { status: error.status || 503, message: t(error.messageKey, { ns: 'common' }) };
  }
  return { status: 500 };
}
