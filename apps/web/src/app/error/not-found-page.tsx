import { ErrorPage } from './error-page';
import { ErrorPageBoundary } from './error-page-boundary';

/** Unknown routes (spec §2): the error page with status 404 inside the normal shell. */
export function NotFoundPage() {
  return (
    <ErrorPageBoundary>
      <ErrorPage status={404} />
    </ErrorPageBoundary>
  );
}
