import type { Bill } from '@qtify/shared/schemas/bill-schemas';
import { toCsv } from '../patients/patients-csv';

const HEADER = [
  'number',
  'finishedAt',
  'currency',
  'patient',
  'employee',
  'item',
  'quantity',
  'unitPrice',
  'discountPercent',
  'taxRatePercent',
  'lineTotal',
  'billTotal',
  'billNet',
  'billTax',
];

/** 1250 → "12.50": exact, a dot as the decimal mark (as the wait statistics' CSV writes numbers). */
function amount(minor: number): string {
  return `${Math.trunc(minor / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;
}

/**
 * GET …/bills/export.csv: one row per item of every finished bill (patients-csv.ts's format: BOM,
 * semicolons, CRLF), the bill's totals repeated on each of its rows, for the accountant or the
 * register's import. Amounts in the bill's currency with a dot.
 */
export function billsCsv(bills: readonly Bill[]): string {
  const rows: (string | number | null)[][] = [HEADER];
  for (const bill of bills) {
    for (const item of bill.items) {
      rows.push([
        bill.number,
        bill.finishedAt,
        bill.currency,
        bill.patientName,
        bill.employeeName,
        item.name,
        item.quantity,
        amount(item.unitPriceMinor),
        item.discountPercent,
        item.taxRatePercent,
        amount(item.lineTotalMinor),
        amount(bill.totalMinor),
        amount(bill.netMinor),
        amount(bill.taxMinor),
      ]);
    }
  }
  return toCsv(rows);
}
