/**
 * The shared request schemas of the accounts API. They bring zod (about 20 KB gzip), which would
 * push the login and signup pages over the public pages' first-visit budget (150 KB), so the forms
 * fetch them when a field first gets focus (`preloadAuthSchemas`) and use them on submit.
 */
export const loadAuthSchemas = () => import('@qtify/shared/schemas/auth-schemas');

export function preloadAuthSchemas(): void {
  loadAuthSchemas().catch(() => {
    // Offline: the submit tries again and explains the failure.
  });
}
