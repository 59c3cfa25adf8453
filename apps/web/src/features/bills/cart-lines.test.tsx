import { billTotals } from '@qtify/shared/domain/bill-totals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { type CartLine, CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';

/** The total as read, a no-break space as a space. */
const total = async () => (await screen.findByTestId('bill-total')).textContent?.replace(/\s/g, ' ');

const shampoo = { id: 'p1', name: 'Shampoo', priceMinor: 99, taxRatePercent: 20 };
const book = { id: 'p2', name: 'Buch', priceMinor: 1100, taxRatePercent: 10 };

function Cart({ start }: { start: CartLine[] }) {
  const [lines, setLines] = useState(start);
  const totals = billTotals(
    lines.map((line) => ({
      unitPriceMinor: line.product.priceMinor,
      quantity: line.quantity,
      discountPercent: line.discountPercent,
      taxRatePercent: line.product.taxRatePercent,
    })),
  );
  return (
    <>
      <CartLines lines={lines} currency="EUR" onChange={setLines} />
      <CartTotals totals={totals} currency="EUR" />
    </>
  );
}

describe('the cart at the counter', () => {
  it('shows each rate’s tax of its net and the total, live as the quantity changes', async () => {
    renderWithApp(
      <Cart
        start={[
          { product: shampoo, quantity: 1, discountPercent: 0 },
          { product: book, quantity: 1, discountPercent: 0 },
        ]}
      />,
    );
    expect(await total()).toBe('11,99 €');
    const quantity = screen.getAllByRole('textbox', { name: 'Menge' })[0]!;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    // 3 × 0,99 € at 20 %: 2,48 € net (2,475 rounded up), 0,49 € tax; the book at 10 % apart.
    expect(await total()).toBe('13,97 €');
    expect(screen.getByText('USt 20 % von 2,48 € netto')).toBeTruthy();
    expect(screen.getByText('USt 10 % von 10,00 € netto')).toBeTruthy();
  });

  it('takes a line off, and a full discount makes it free', async () => {
    renderWithApp(
      <Cart
        start={[
          { product: book, quantity: 2, discountPercent: 100 },
          { product: shampoo, quantity: 1, discountPercent: 0 },
        ]}
      />,
    );
    expect(await total()).toBe('0,99 €');
    await userEvent.click(screen.getByRole('button', { name: 'Shampoo entfernen' }));
    expect(await total()).toBe('0,00 €');
  });
});
