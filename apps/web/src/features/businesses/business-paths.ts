// The business screens' addresses (route table in app/route-table.ts; features do not import app).

export const MAIN_MENU_PATH = '/waitingRoom/ordinationMainMenu';
export const SETUP_PATH = '/waitingRoom/InitialCompany';

export function businessDetailsPath(businessId: string): string {
  return `${MAIN_MENU_PATH}/${encodeURIComponent(businessId)}`;
}

export function editBusinessPath(businessId: string): string {
  return `/waitingRoom/EditOrdination?id=${encodeURIComponent(businessId)}`;
}

/** `print=1` makes the print view open the browser's print dialog once the QR code is in. */
export function qrPrintPath(businessId: string, autoPrint = false): string {
  return `/waitingRoom/qr-print/${encodeURIComponent(businessId)}${autoPrint ? '?print=1' : ''}`;
}
