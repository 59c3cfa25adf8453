import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BILL_QUANTITY_MAX,
  BILL_UNIT_PRICE_MAX_MINOR,
  type BillLineInput,
  billLineTotal,
  billTotals,
  netOfGross,
} from './bill-totals';

const line = (
  unitPriceMinor: number,
  quantity = 1,
  taxRatePercent = 20,
  discountPercent = 0,
): BillLineInput => ({
  unitPriceMinor,
  quantity,
  taxRatePercent,
  discountPercent,
});

describe('a bill line', () => {
  it('costs the unit price times the quantity', () => {
    expect(billLineTotal(line(99, 3))).toEqual({
      grossBeforeDiscountMinor: 297,
      discountMinor: 0,
      lineTotalMinor: 297,
    });
  });

  it('rounds a discounted half cent up (commercial rounding), and the discount is the rest', () => {
    // 3.33 € at 50 % off is 1.665 €: 1.67 €, so the discount is 1.66 €.
    expect(billLineTotal(line(333, 1, 20, 50))).toMatchObject({ lineTotalMinor: 167, discountMinor: 166 });
    // 9.99 € at 15 % off is 8.4915 €: 8.49 €.
    expect(billLineTotal(line(999, 1, 20, 15))).toMatchObject({ lineTotalMinor: 849, discountMinor: 150 });
  });

  it('costs nothing at 100 % off, and its whole price is the discount', () => {
    expect(billLineTotal(line(4500, 2, 20, 100))).toEqual({
      grossBeforeDiscountMinor: 9000,
      discountMinor: 9000,
      lineTotalMinor: 0,
    });
  });
});

describe('a bill’s tax breakdown', () => {
  it('takes 20 % out of 3 × 0.99 €: 2.48 € net (2.475 rounded up) and 0.49 € tax', () => {
    const totals = billTotals([line(99, 3, 20)]);
    expect(totals.taxes).toEqual([{ ratePercent: 20, grossMinor: 297, netMinor: 248, taxMinor: 49 }]);
    expect(totals).toMatchObject({ totalMinor: 297, netMinor: 248, taxMinor: 49 });
  });

  it('keeps 19 % and 7 % apart, highest rate first, and their sums add up to the total', () => {
    const totals = billTotals([line(1190, 1, 7), line(1190, 1, 19), line(535, 2, 7)]);
    expect(totals.taxes).toEqual([
      { ratePercent: 19, grossMinor: 1190, netMinor: 1000, taxMinor: 190 },
      // 11.90 € + 10.70 € at 7 %: 22.60 € gross, 21.121… € net.
      { ratePercent: 7, grossMinor: 2260, netMinor: 2112, taxMinor: 148 },
    ]);
    expect(totals.totalMinor).toBe(3450);
    expect(totals.netMinor + totals.taxMinor).toBe(3450);
  });

  it('rounds the tax once per rate, not per line, so three lines of 0.99 € tax the same as one of 2.97 €', () => {
    const perLine = billTotals([line(99), line(99), line(99)]);
    expect(perLine.taxes).toEqual(billTotals([line(297)]).taxes);
  });

  it('has no tax at 0 %: the net is the gross', () => {
    expect(billTotals([line(2500, 2, 0)]).taxes).toEqual([
      { ratePercent: 0, grossMinor: 5000, netMinor: 5000, taxMinor: 0 },
    ]);
  });

  it('keeps a rate whose only line is free, at nothing', () => {
    const totals = billTotals([line(4500, 1, 20, 100), line(1000, 1, 10)]);
    expect(totals.taxes).toEqual([
      { ratePercent: 20, grossMinor: 0, netMinor: 0, taxMinor: 0 },
      { ratePercent: 10, grossMinor: 1000, netMinor: 909, taxMinor: 91 },
    ]);
    expect(totals).toMatchObject({ totalMinor: 1000, discountMinor: 4500 });
  });

  it('takes rates with decimals (5.5 % in France)', () => {
    expect(netOfGross(1055, 5.5)).toBe(1000);
    expect(billTotals([line(1055, 1, 5.5)]).taxes[0]).toMatchObject({ ratePercent: 5.5, taxMinor: 55 });
  });

  it('of an empty bill is nothing', () => {
    expect(billTotals([])).toEqual({
      lines: [],
      taxes: [],
      totalMinor: 0,
      netMinor: 0,
      taxMinor: 0,
      discountMinor: 0,
    });
  });

  it('always adds up: the lines to the total, each rate’s net and tax to its gross, never a negative tax', () => {
    const arbitraryLine = fc.record({
      unitPriceMinor: fc.integer({ min: 0, max: BILL_UNIT_PRICE_MAX_MINOR }),
      quantity: fc.integer({ min: 1, max: BILL_QUANTITY_MAX }),
      discountPercent: fc.integer({ min: 0, max: 100 }),
      taxRatePercent: fc.constantFrom(0, 5.5, 7, 10, 13, 19, 20),
    });
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 20 }), (lines) => {
        const totals = billTotals(lines);
        const lineSum = totals.lines.reduce((sum, l) => sum + l.lineTotalMinor, 0);
        expect(lineSum).toBe(totals.totalMinor);
        expect(totals.netMinor + totals.taxMinor).toBe(totals.totalMinor);
        for (const group of totals.taxes) {
          expect(group.netMinor + group.taxMinor).toBe(group.grossMinor);
          expect(group.taxMinor).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(group.netMinor)).toBe(true);
        }
      }),
    );
  });
});
