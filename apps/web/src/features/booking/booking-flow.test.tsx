import type { Slot } from '@qtify/shared/schemas/booking-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi, refusal } from '../../test/fake-api';
import { publicBooking, publicPlace, publicType } from '../../test/public-place';
import { renderWithApp } from '../../test/render-with-app';
import { BookingFlow } from './booking-flow';

const PLACE = '/api/public/businesses/abcdefghjk';
const business = publicPlace({
  phone: '+43 1 234 56 78',
  address: { street: 'Hauptstraße 1', postalCode: '1010', city: 'Wien', country: '' },
  addressLine: 'Hauptstraße 1, 1010 Wien',
});
const checkUp = publicType();
// 1 December 2026, 09:00 and 09:15 in Vienna (winter time, UTC+1).
const slots: Slot[] = [
  { start: '2026-12-01T08:00:00.000Z', end: '2026-12-01T08:15:00.000Z', doctorId: 'd1' },
  { start: '2026-12-01T08:15:00.000Z', end: '2026-12-01T08:30:00.000Z', doctorId: 'd1' },
];
const booking = publicBooking(slots[0]?.start as string, slots[0]?.end as string, {
  manageToken: 'm'.repeat(43),
});

/** The place as API.md answers it; the booking itself as `book` says. */
function place(book: (request: FakeRequest) => ReturnType<typeof refusal>) {
  return fakeApi((request) => {
    if (request.method === 'POST') return book(request);
    if (request.path === PLACE) return { status: 200, body: { success: true, business } };
    if (request.path.startsWith(`${PLACE}/appointment-types`))
      return { status: 200, body: { success: true, appointmentTypes: [checkUp] } };
    if (request.path.startsWith(`${PLACE}/slots`)) return { status: 200, body: { success: true, slots } };
    return refusal(404, 'NOT_FOUND');
  });
}

function renderFlow() {
  return renderWithApp(
    <MemoryRouter initialEntries={['/bookingflow?b=abcdefghjk']}>
      <BookingFlow publicId="abcdefghjk" />
    </MemoryRouter>,
  );
}

/** Type → time → contact details → "book". */
async function bookNineOClock() {
  await userEvent.click(await screen.findByRole('button', { name: /Kontrolle/ }));
  await userEvent.click(await screen.findByRole('button', { name: /1\. Dezember.*09:00/ }));
  await userEvent.type(await screen.findByRole('textbox', { name: /Vorname/ }), 'Clara');
  await userEvent.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Huber');
  await userEvent.type(screen.getByRole('textbox', { name: /Telefonnummer/ }), '+43 660 1234567');
  await userEvent.click(screen.getByRole('button', { name: 'Termin buchen' }));
}

afterEach(() => vi.unstubAllGlobals());

// Three steps of typing and clicking take a few seconds in happy-dom.
describe('booking an appointment', { timeout: 20_000 }, () => {
  it('goes from the type to a free time to the contact details and confirms the booking', async () => {
    const requests = place(() => ({ status: 201, body: { success: true, booking } }));
    renderFlow();
    expect(await screen.findByText('Schritt 1 von 3')).toBeTruthy();
    await bookNineOClock();
    expect(await screen.findByRole('heading', { name: 'Termin erfolgreich gebucht' })).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: `${PLACE}/bookings`,
      body: {
        typeId: 't1',
        start: '2026-12-01T08:00:00.000Z',
        doctorId: 'd1',
        firstName: 'Clara',
        lastName: 'Huber',
        phone: '+43 660 1234567',
        // The page's language, so the patient's mails speak it.
        language: 'de',
      },
    });
  });

  it('lets a practice’s patient give the birthdate, so they can check in by name on arrival', async () => {
    const requests = place(() => ({ status: 201, body: { success: true, booking } }));
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /Kontrolle/ }));
    await userEvent.click(await screen.findByRole('button', { name: /1\. Dezember.*09:00/ }));
    const birthdate = (await screen.findByLabelText(/Geburtsdatum/)) as HTMLInputElement;
    expect(birthdate.required).toBe(false);
    fireEvent.change(birthdate, { target: { value: '1985-06-15' } });
    await userEvent.type(screen.getByRole('textbox', { name: /Vorname/ }), 'Clara');
    await userEvent.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Huber');
    await userEvent.type(screen.getByRole('textbox', { name: /Telefonnummer/ }), '+43 660 1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Termin buchen' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
        birthdate: '1985-06-15',
      }),
    );
  });

  it('asks for the phone number before sending anything', async () => {
    const requests = place(() => ({ status: 201, body: { success: true, booking } }));
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /Kontrolle/ }));
    await userEvent.click(await screen.findByRole('button', { name: /1\. Dezember.*09:00/ }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Vorname/ }), 'Clara');
    await userEvent.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Huber');
    await userEvent.click(screen.getByRole('button', { name: 'Termin buchen' }));
    const phone = screen.getByRole('textbox', { name: /Telefonnummer/ });
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends the patient back to the free times, fetched anew, when the time was just taken', async () => {
    const requests = place(() => refusal(409, 'SLOT_TAKEN'));
    renderFlow();
    await bookNineOClock();
    expect((await screen.findByRole('alert')).textContent).toContain('Dieser Termin wurde gerade vergeben');
    expect(screen.getByRole('heading', { name: 'Wählen Sie einen freien Termin' })).toBeTruthy();
    await waitFor(() =>
      expect(requests.filter((request) => request.path.startsWith(`${PLACE}/slots`)).length).toBe(2),
    );
  });
});
