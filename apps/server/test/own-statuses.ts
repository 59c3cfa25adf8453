/**
 * The statuses a route documents itself: without the ones the app adds to every route with a body
 * (413, 415) or that reads the database (503), which plugins/openapi.test.ts checks for all routes.
 */
export function ownStatuses(responses: object | undefined): string[] {
  return Object.keys(responses ?? {}).filter((status) => !['413', '415', '503'].includes(status));
}
