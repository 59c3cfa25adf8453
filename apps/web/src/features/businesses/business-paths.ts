// The business screens' addresses (route table in app/route-table.ts; features do not import app).

export const MAIN_MENU_PATH = '/waitingRoom/ordinationMainMenu';
export const SETUP_PATH = '/waitingRoom/InitialCompany';

export function businessDetailsPath(businessId: string): string {
  return `${MAIN_MENU_PATH}/${encodeURIComponent(businessId)}`;
}

export function editBusinessPath(businessId: string): string {
  return `/waitingRoom/EditOrdination?id=${encodeURIComponent(businessId)}`;
}

/**
 * `print=1` makes the print view open the browser's print dialog once the QR code is in; `line`
 * prints the code of one line (workflow).
 */
export function qrPrintPath(businessId: string, autoPrint = false, line?: string): string {
  const query = new URLSearchParams({
    ...(autoPrint ? { print: '1' } : {}),
    ...(line ? { line } : {}),
  }).toString();
  return `/waitingRoom/qr-print/${encodeURIComponent(businessId)}${query ? `?${query}` : ''}`;
}
