import { appRouteFor } from '@qtify/shared/app-routes/is-app-path';
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import { describe, expect, it } from 'vitest';
import { firstView } from './first-view';
import { withPageHead } from './page-head';

const registration = appRouteFor('/waitingRoom/patientnew');
const booking = appRouteFor('/bookingflow/bookAppointment');
const link = new URL('https://qtify.example/any?b=gxmh8v04kp');
const business = (overrides: Partial<PublicBusiness> = {}) =>
  ({
    name: 'Ordination Dr. Berger',
    industry: 'medical',
    openOnline: true,
    selfRegistration: 'open',
    ...overrides,
  }) as PublicBusiness;

describe('the first view a public page’s HTML carries', () => {
  it('shows the registration’s welcome, intro and service line in the business’s industry words', () => {
    const html = firstView(registration, business(), link);
    expect(html).toContain('<p class="first-view-name">Ordination Dr. Berger</p>');
    expect(html).toContain('Digitales Wartezimmer');
    expect(html).toContain('<h1 class="first-view-title">Willkommen bei Ordination Dr. Berger</h1>');
    expect(html).toContain('Melden Sie sich mit Ihrem Namen im Wartezimmer an.');
    expect(firstView(registration, business({ industry: 'restaurant' }), link)).toContain(
      'in die Warteliste ein',
    );
    expect(firstView(registration, business({ industry: 'hairdresser' }), link)).toContain(
      'Tragen Sie sich mit Ihrem Namen ein.',
    );
  });

  it('shows booking’s step one: its title, the progress and the question, in the industry’s words', () => {
    const html = firstView(booking, business(), link);
    expect(html).toContain('data-service="booking"');
    expect(html).toContain('Online-Terminbuchung');
    expect(html).toContain('<h1 class="first-view-booking-title">Termin buchen</h1>');
    expect(html).toContain('Schritt 1 von 3');
    expect(html).toContain('<h2 class="first-view-step">Was möchten Sie buchen?</h2>');
    const restaurant = firstView(booking, business({ industry: 'restaurant' }), link);
    expect(restaurant).toContain('Tisch reservieren');
    expect(restaurant).toContain('Wofür möchten Sie reservieren?');
  });

  it('is dark for a business in a dark colour theme, as its pages are', () => {
    expect(firstView(registration, business({ colorTheme: 'dark' }), link)).toContain('data-scheme="dark"');
    expect(firstView(booking, business({ colorTheme: 'blue' }), link)).not.toContain('data-scheme');
  });

  it('escapes the business’s name, however it is spelled', () => {
    const html = firstView(registration, business({ name: '<img src=x> & $& Co' }), link);
    expect(html).toContain('Willkommen bei &lt;img src=x&gt; &amp; $&amp; Co');
    expect(html).not.toContain('<img');
  });

  it('is empty where the page would first show something else', () => {
    expect(firstView(registration, business({ openOnline: false }), link)).toBe('');
    expect(firstView(registration, business({ selfRegistration: 'paused' }), link)).toBe('');
    expect(firstView(appRouteFor('/bookingflow/booking'), business(), link)).toBe('');
    expect(firstView(booking, business({ openOnline: false }), link)).toBe('');
    const later = new URL('https://qtify.example/any?b=gxmh8v04kp&type=t1');
    expect(firstView(booking, business(), later)).toBe('');
  });

  it('goes into the app’s root, which the app’s first render replaces', () => {
    const page = withPageHead(
      '<html><head><title>Qtify</title></head><body><div id="root"></div></body></html>',
      registration,
      {
        place: { publicId: 'gxmh8v04kp', business: business() },
        firstView: '<div class="first-view">$&</div>',
      },
    );
    expect(page).toContain('<div id="root"><div class="first-view">$&</div></div>');
  });
});
