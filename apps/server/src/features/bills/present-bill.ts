import type { Bill, BillSummary } from '@qtify/shared/schemas/bill-schemas';
import type { BillItemRow, BillRow } from '../../db/schema/bills';

export function presentBillSummary(row: BillRow): BillSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    queueEntryId: row.queueEntryId,
    appointmentId: row.appointmentId,
    patientName: row.patientName,
    patientEmail: row.patientEmail,
    employeeUserId: row.employeeUserId,
    employeeName: row.employeeName,
    currency: row.currency,
    totalMinor: row.totalMinor,
    netMinor: row.netMinor,
    taxMinor: row.taxMinor,
    discountMinor: row.discountMinor,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function presentBill(row: BillRow, items: BillItemRow[]): Bill {
  return {
    ...presentBillSummary(row),
    taxes: row.taxes,
    items: items.map((item) => ({
      productId: item.productId,
      name: item.name,
      unitPriceMinor: item.unitPriceMinor,
      taxRatePercent: Number(item.taxRatePercent),
      quantity: item.quantity,
      discountPercent: item.discountPercent,
      lineTotalMinor: item.lineTotalMinor,
    })),
  };
}
