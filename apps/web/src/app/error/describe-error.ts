import type { TFunction } from 'i18next';
import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { errorMessageKey } from '../../lib/error-text';
import { isChunkLoadError } from './chunk-reload-guard';

/** Status and a translated message for whatever a route threw. */
export function describeError(error: unknown, t: TFunction): { status: number; message?: string } {
  if (isRouteErrorResponse(error)) {
    return error.status === 404
      ? { status: 404 }
      : { status: error.status, message: error.statusText || undefined };
  }
  // Only reached when the one reload allowed per minute did not help.
  if (isChunkLoadError(error)) return { status: 503, message: t('errorPage.chunkFailed', { ns: 'common' }) };
  if (isApiError(error)) {
    return { status: error.status || 503, message: t(errorMessageKey(error), { ns: 'common' }) };
  }
  return { status: 500 };
}
