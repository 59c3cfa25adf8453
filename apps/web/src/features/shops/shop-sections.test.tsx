import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { PUBLIC_ID, publicPlace } from '../../test/public-place';
import { renderWithApp } from '../../test/render-with-app';
import { initTestI18n } from '../../test/test-i18n';
import { ShopActions } from './shop-actions';
import { ShopContact } from './shop-contact';
import { ShopHours } from './shop-hours';
import { ShopWait } from './shop-wait';

beforeAll(() => initTestI18n());
afterEach(() => vi.unstubAllGlobals());

const inRouter = (element: React.ReactNode) => renderWithApp(<MemoryRouter>{element}</MemoryRouter>);

describe('the live wait on a business’s page', () => {
  it('says how many wait and about how long, in one line', async () => {
    fakeApi(() => ({
      status: 200,
      body: { success: true, wait: { waiting: 3, estimatedWaitRange: { min: 20, max: 20 } } },
    }));
    inRouter(<ShopWait publicId={PUBLIC_ID} industry="medical" />);
    await waitFor(() =>
      expect(screen.getByTestId('shop-wait').textContent).toBe('3 wartend, etwa 20 Minuten'),
    );
    expect(screen.getByRole('heading', { name: 'Wartezimmer jetzt' })).toBeDefined();
  });

  it('says nobody waits when the room is empty, in the restaurant’s words', async () => {
    fakeApi(() => ({
      status: 200,
      body: { success: true, wait: { waiting: 0, estimatedWaitRange: { min: 0, max: 0 } } },
    }));
    inRouter(<ShopWait publicId={PUBLIC_ID} industry="restaurant" />);
    await waitFor(() => expect(screen.getByTestId('shop-wait').textContent).toBe('Gerade wartet niemand.'));
    expect(screen.getByRole('heading', { name: 'Warteliste jetzt' })).toBeDefined();
  });
});

describe('the opening hours on a business’s page', () => {
  // Sunday 29 November 2026, 23:30 in UTC is already Monday 00:30 in Vienna.
  const lateSundayUtc = Date.parse('2026-11-29T23:30:00Z');
  const hours = [
    { weekday: 1, start: '08:00', end: '12:00' },
    { weekday: 1, start: '14:00', end: '18:00' },
    { weekday: 7, start: '10:00', end: '14:00' },
  ];

  it('lists the whole week and marks today in the business’s time zone', () => {
    inRouter(<ShopHours hours={hours} timeZone="Europe/Vienna" now={lateSundayUtc} />);
    const today = document.querySelector('[aria-current="date"]');
    expect(today?.textContent).toBe('Montag (heute)08:00–12:00, 14:00–18:00');
    expect(screen.getAllByText('geschlossen')).toHaveLength(5);
  });

  it('follows the business’s clock, not the visitor’s', () => {
    inRouter(<ShopHours hours={hours} timeZone="America/New_York" now={lateSundayUtc} />);
    expect(document.querySelector('[aria-current="date"]')?.textContent).toBe('Sonntag (heute)10:00–14:00');
  });
});

describe('the contact on a business’s page', () => {
  it('links the address to OpenStreetMap, the phone to a call and the website', () => {
    inRouter(
      <ShopContact
        business={publicPlace({
          addressLine: 'Hauptstraße 1, 1010 Wien',
          phone: '+43 (1) 234 56-78',
          website: 'https://praxis.example/',
          email: 'praxis@example.at',
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Auf OpenStreetMap ansehen' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=Hauptstra%C3%9Fe%201%2C%201010%20Wien',
    );
    expect(screen.getByRole('link', { name: /234 56-78/ }).getAttribute('href')).toBe('tel:+4312345678');
    expect(screen.getByRole('link', { name: /praxis\.example/ }).getAttribute('href')).toBe(
      'https://praxis.example/',
    );
    expect(screen.getByRole('link', { name: /praxis@example\.at/ }).getAttribute('href')).toBe(
      'mailto:praxis@example.at',
    );
    // No embedded map, nothing loaded from elsewhere.
    expect(document.querySelector('iframe, img')).toBeNull();
  });

  it('is left out when the business gave no contact', () => {
    inRouter(
      <ShopContact business={publicPlace({ addressLine: null, phone: null, website: null, email: null })} />,
    );
    expect(screen.queryByRole('heading', { name: 'Kontakt' })).toBeNull();
  });
});

describe('booking and joining from a business’s page', () => {
  it('offers both, worded for the industry, linking the booking and registration pages', () => {
    inRouter(
      <ShopActions publicId={PUBLIC_ID} business={publicPlace({ industry: 'restaurant' })} bookable />,
    );
    expect(screen.getByRole('link', { name: 'Tisch reservieren' }).getAttribute('href')).toBe(
      `/bookingflow/bookAppointment?b=${PUBLIC_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Auf die Warteliste' }).getAttribute('href')).toBe(
      `/waitingRoom/patientnew?b=${PUBLIC_ID}`,
    );
  });

  it('says joining is paused instead of offering it', () => {
    inRouter(
      <ShopActions publicId={PUBLIC_ID} business={publicPlace({ selfRegistration: 'paused' })} bookable />,
    );
    expect(screen.getByRole('link', { name: 'Termin buchen' })).toBeDefined();
    expect(screen.queryByRole('link', { name: /Wartezimmer|Warteschlange/ })).toBeNull();
    expect(screen.getByText(/gerade pausiert/)).toBeDefined();
  });

  it('offers nothing online until the owner verified their e-mail', () => {
    inRouter(<ShopActions publicId={PUBLIC_ID} business={publicPlace({ openOnline: false })} bookable />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toMatch(/nimmt online noch keine Buchungen/);
  });

  it('leaves booking out when there is nothing to book', () => {
    inRouter(
      <ShopActions publicId={PUBLIC_ID} business={publicPlace({ industry: 'medical' })} bookable={false} />,
    );
    expect(screen.queryByRole('link', { name: 'Termin buchen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Im Wartezimmer anmelden' })).toBeDefined();
  });
});
