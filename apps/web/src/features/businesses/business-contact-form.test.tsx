import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffBusiness } from '../../test/staff-business';
import { BusinessContactForm } from './business-contact-form';

const business = staffBusiness({ links: { register: '/r', book: '/b' } });

afterEach(() => vi.unstubAllGlobals());

describe('the contact form of a business', { timeout: 20_000 }, () => {
  it('checks phone, web address and opening hours with the server’s rules before sending anything', async () => {
    const requests = fakeApi(() => ({ status: 500 }));
    renderWithApp(<BusinessContactForm business={business} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Telefon' }), 'ruf an');
    await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), 'berger.example');
    await userEvent.click(screen.getByRole('checkbox', { name: /Arbeitszeiten übernehmen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Zeit hinzufügen' }));
    const [from] = screen.getAllByLabelText('Von');
    const [to] = screen.getAllByLabelText('Bis');
    await userEvent.clear(from as HTMLElement);
    await userEvent.type(from as HTMLElement, '18:00');
    await userEvent.clear(to as HTMLElement);
    await userEvent.type(to as HTMLElement, '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Kontakt speichern' }));
    expect(await screen.findByText('Bitte eine gültige Telefonnummer eingeben')).toBeTruthy();
    expect(screen.getByText('Bitte eine Webadresse mit https:// eingeben')).toBeTruthy();
    expect(screen.getByText('Der Beginn muss vor dem Ende liegen')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('sends the contact with its address and own opening hours; emptied fields clear', async () => {
    const requests = fakeApi(({ body }) => ({
      status: 200,
      body: { success: true, business: { ...business, ...(body as object) } },
    }));
    renderWithApp(<BusinessContactForm business={{ ...business, website: 'https://old.example' }} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Telefon' }), ' +43 1 234 56 78 ');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Website' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Straße und Hausnummer' }), 'Hauptstraße 1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ort' }), 'Wien');
    await userEvent.click(screen.getByRole('checkbox', { name: /Arbeitszeiten übernehmen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Zeit hinzufügen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kontakt speichern' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      method: 'PATCH',
      path: '/api/businesses/b1',
      body: {
        phone: '+43 1 234 56 78',
        email: null,
        website: null,
        description: null,
        address: { street: 'Hauptstraße 1', postalCode: '', city: 'Wien', country: '' },
        openingHours: [{ weekday: 1, start: '08:00', end: '17:00' }],
      },
    });
  });
});
