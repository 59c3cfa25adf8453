import type { AppDatabase } from '../../db/database';
import { businessCurrency } from './catalogue.service';
import { currencyMismatch } from './catalogue-errors';

/** The business's currency; a `currency` sent along must be it (prices are kept in one currency). */
export async function checkCurrency(
  db: AppDatabase,
  businessId: string,
  sent: string | undefined,
): Promise<string> {
  const currency = await businessCurrency(db, businessId);
  if (sent !== undefined && sent !== currency) throw currencyMismatch();
  return currency;
}
