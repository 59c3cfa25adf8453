import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { i18n } from '../../lib/i18n';
import { fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { PriceInput } from './price-input';
import { ProductForm } from './product-form';
import { PublicPriceList } from './public-price-list';

beforeEach(() => authStore.setToken('staff-token'));
afterEach(async () => {
  authStore.clear();
  await i18n.changeLanguage('de');
});

function Price({ currency = 'EUR' }: { currency?: string }) {
  const [value, setValue] = useState('');
  return <PriceInput label="Preis" value={value} onChange={setValue} currency={currency} />;
}

describe('a price typed by staff', () => {
  it('is written back readably in German when the field is left: "12,5" becomes "12,50"', async () => {
    renderWithApp(<Price />);
    const input = screen.getByRole('textbox', { name: 'Preis' });
    await userEvent.type(input, '12,5');
    await userEvent.tab();
    expect((input as HTMLInputElement).value).toBe('12,50');
    expect(screen.getByText('€')).toBeTruthy();
  });

  it('reads the English point and thousands in English', async () => {
    await i18n.changeLanguage('en');
    renderWithApp(<Price currency="CHF" />);
    const input = screen.getByRole('textbox', { name: 'Preis' });
    await userEvent.type(input, '1,234.5');
    await userEvent.tab();
    expect((input as HTMLInputElement).value).toBe('1234.50');
    expect(screen.getByText('CHF')).toBeTruthy();
  });

  it('leaves what it cannot read as typed, for the form to name', async () => {
    renderWithApp(<Price />);
    const input = screen.getByRole('textbox', { name: 'Preis' });
    await userEvent.type(input, 'zwölf');
    await userEvent.tab();
    expect((input as HTMLInputElement).value).toBe('zwölf');
  });
});

describe('the catalogue item form', { timeout: 20_000 }, () => {
  const renderForm = (onSaved: (product: { name: string }) => void = () => {}) =>
    renderWithApp(
      <ProductForm
        businessId="b1"
        product={null}
        currency="EUR"
        country="Deutschland"
        onSaved={onSaved}
        onCancel={() => {}}
      />,
      { industry: 'hairdresser' },
    );

  it('sends the price in cents, the country’s usual tax rate and the service’s duration', async () => {
    const requests = fakeApi(({ body }) => ({
      status: 201,
      body: {
        success: true,
        product: { id: 'p1', ...(body as object), currency: 'EUR', appointmentTypeId: null, position: 0 },
      },
    }));
    let saved = '';
    renderForm((product: { name: string }) => (saved = product.name));
    expect(screen.getByRole('textbox', { name: /Bezeichnung/ }).getAttribute('placeholder')).toBe(
      'z. B. Damenhaarschnitt',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Bezeichnung/ }), 'Damenhaarschnitt');
    await userEvent.type(screen.getByRole('textbox', { name: /Preis inkl. MwSt./ }), '45,9');
    await userEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(() => expect(saved).toBe('Damenhaarschnitt'));
    expect(requests.find((sent) => sent.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/businesses/b1/products',
      body: {
        name: 'Damenhaarschnitt',
        description: null,
        category: null,
        priceMinor: 4590,
        taxRatePercent: 19,
        durationMinutes: 30,
        bookable: false,
        public: true,
        active: true,
      },
    });
  });

  it('names a fraction of a cent at the price and sends nothing', async () => {
    const requests = fakeApi(() => refusal(500, 'INTERNAL'));
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Bezeichnung/ }), 'Föhnen');
    await userEvent.type(screen.getByRole('textbox', { name: /Preis inkl. MwSt./ }), '12,505');
    await userEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText('Höchstens zwei Nachkommastellen')).toBeTruthy();
    expect(requests.some((sent) => sent.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal of a price at the price field', async () => {
    fakeApi(() => refusal(400, 'VALIDATION', { priceMinor: 'priceTooHigh' }));
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Bezeichnung/ }), 'Föhnen');
    await userEvent.type(screen.getByRole('textbox', { name: /Preis inkl. MwSt./ }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText('Dieser Preis ist zu hoch')).toBeTruthy();
  });
});

describe('the public price list', () => {
  const item = (changes: object) => ({
    id: 'p1',
    name: 'Damenhaarschnitt',
    description: null,
    category: 'Haare',
    priceMinor: 4590,
    currency: 'EUR',
    durationMinutes: 45,
    appointmentTypeId: null,
    ...changes,
  });

  it('lists items under their categories with the gross price, and books a bookable service', () => {
    renderWithApp(
      <MemoryRouter>
        <PublicPriceList
          publicId="abcdefghjk"
          industry="hairdresser"
          products={[
            item({ appointmentTypeId: 't1' }),
            item({
              id: 'p2',
              name: 'Shampoo',
              category: 'Produkte',
              priceMinor: 1250,
              durationMinutes: null,
            }),
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Haare',
      'Produkte',
    ]);
    expect(screen.getByText('45,90 €')).toBeTruthy();
    expect(screen.getByText('12,50 €')).toBeTruthy();
    const book = screen.getByRole('link', { name: 'Buchen: Damenhaarschnitt' });
    expect(book.getAttribute('href')).toBe('/bookingflow/bookAppointment?b=abcdefghjk&type=t1');
    expect(screen.getByRole('link', { name: 'Shampoo' }).getAttribute('href')).toBe(
      '/products/p2?b=abcdefghjk',
    );
    expect(screen.queryByRole('link', { name: /Buchen: Shampoo/ })).toBeNull();
  });
});
