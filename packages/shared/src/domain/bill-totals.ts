/**
 * A bill's sums (issue 22), in integer minor units (cents) only: prices are gross (tax included, as
 * consumers are shown them), so the tax is taken out of each rate's gross sum, not added on top.
 *
 * Rounding is commercial (half up) and happens in two fixed places, so the printed lines always add
 * up to the printed total: once per line (price × quantity less the discount) and once per tax rate
 * (the net of the rate's gross sum; the tax is the rest). Rounding each line's tax instead would
 * let the tax column drift a cent away from the rate's sum.
 */

/** The most of one item on a bill, and the largest unit price (1 000 000.00) the sums are safe for. */
export const BILL_QUANTITY_MAX = 999;
export const BILL_UNIT_PRICE_MAX_MINOR = 100_000_000;
/** At most this many lines on one bill. */
export const BILL_LINES_MAX = 100;

export interface BillLineInput {
  /** Gross price of one unit, tax included. */
  unitPriceMinor: number;
  quantity: number;
  /** Whole percent off this line, 0–100. */
  discountPercent: number;
  /** The item's tax rate in percent; up to two decimals (5.5 % in France). */
  taxRatePercent: number;
}

export interface BillLineTotal {
  /** Price × quantity before the discount. */
  grossBeforeDiscountMinor: number;
  discountMinor: number;
  /** What the line costs, tax included. */
  lineTotalMinor: number;
}

export interface BillTaxGroup {
  ratePercent: number;
  grossMinor: number;
  netMinor: number;
  taxMinor: number;
}

export interface BillTotals {
  lines: BillLineTotal[];
  /** One group per tax rate on the bill, highest rate first. */
  taxes: BillTaxGroup[];
  totalMinor: number;
  netMinor: number;
  taxMinor: number;
  discountMinor: number;
}

/** a / b rounded half up, for non-negative integers (exact while a × 2 stays below 2^53). */
function divideHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** The rate in hundredths of a percent (20 → 2000, 5.5 → 550), so the maths stays in integers. */
function rateBasisPoints(ratePercent: number): number {
  return Math.round(ratePercent * 100);
}

/** One line: price × quantity, less the discount, rounded half up to the cent. */
export function billLineTotal(line: BillLineInput): BillLineTotal {
  const gross = line.unitPriceMinor * line.quantity;
  const lineTotalMinor = divideHalfUp(gross * (100 - line.discountPercent), 100);
  return { grossBeforeDiscountMinor: gross, discountMinor: gross - lineTotalMinor, lineTotalMinor };
}

/** The net part of a gross sum at a rate (gross × 100 / (100 + rate)), rounded half up. */
export function netOfGross(grossMinor: number, ratePercent: number): number {
  const bp = rateBasisPoints(ratePercent);
  return divideHalfUp(grossMinor * 10_000, 10_000 + bp);
}

/** The bill's lines, its tax per rate and its totals; the groups' net + tax add up to the total exactly. */
export function billTotals(lines: readonly BillLineInput[]): BillTotals {
  const lineTotals = lines.map(billLineTotal);
  const grossByRate = new Map<number, number>();
  lines.forEach((line, i) => {
    const bp = rateBasisPoints(line.taxRatePercent);
    grossByRate.set(bp, (grossByRate.get(bp) ?? 0) + lineTotals[i]!.lineTotalMinor);
  });
  const taxes = [...grossByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([bp, grossMinor]) => {
      const netMinor = netOfGross(grossMinor, bp / 100);
      return { ratePercent: bp / 100, grossMinor, netMinor, taxMinor: grossMinor - netMinor };
    });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    lines: lineTotals,
    taxes,
    totalMinor: sum(lineTotals.map((l) => l.lineTotalMinor)),
    netMinor: sum(taxes.map((t) => t.netMinor)),
    taxMinor: sum(taxes.map((t) => t.taxMinor)),
    discountMinor: sum(lineTotals.map((l) => l.discountMinor)),
  };
}
