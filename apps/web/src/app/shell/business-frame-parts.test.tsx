// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlaceBrand } from '../../lib/place-brand';
import { BusinessBadge } from './business-badge';
import { BusinessFooter } from './business-footer';

const trattoria: PlaceBrand = { name: 'Trattoria Da Gino', industry: 'restaurant', colorTheme: 'purple' };

function renderFooter(place: PlaceBrand | null) {
  return render(
    <MemoryRouter>
      <BusinessFooter place={place} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('the foot of a business’s page', () => {
  it('shows only the “runs on Qtify” link, to the site, while the business has given no contact', () => {
    const { container } = renderFooter(trattoria);
    expect(container.querySelector('address')).toBeNull();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
  });

  it('shows the address and a phone number to call once the business has them', () => {
    renderFooter({ ...trattoria, addressLine: 'Hauptplatz 1, 8010 Graz', phone: '+43 (316) 12 34-5' });
    expect(screen.getByText('Hauptplatz 1, 8010 Graz')).toBeTruthy();
    const call = screen.getByRole('link', { name: /\+43 \(316\) 12 34-5/ });
    expect(call.getAttribute('href')).toBe('tel:+4331612345');
  });

  it('shows the opening hours as on a door: days with the same hours on one line', async () => {
    const week = [1, 2, 3, 4, 5].flatMap((weekday) => [
      { weekday, start: '08:00', end: '12:00' },
      { weekday, start: '13:00', end: '17:00' },
    ]);
    renderFooter({ ...trattoria, openingHours: [...week, { weekday: 6, start: '09:00', end: '12:00' }] });
    const rows = (await screen.findAllByRole('definition')).map((hours) => hours.textContent);
    expect(rows).toEqual(['08:00–12:00, 13:00–17:00', '09:00–12:00']);
    expect(screen.getAllByRole('term')).toHaveLength(2);
  });

  it('has no contact block without a business', () => {
    const { container } = renderFooter(null);
    expect(container.querySelector('address')).toBeNull();
  });
});

describe('the badge of a business', () => {
  it('is the business’s initials while it has no logo', () => {
    const { container } = render(<BusinessBadge place={trattoria} />);
    expect(container.textContent).toBe('TG');
  });

  it('is the logo once the business has one', () => {
    const { container } = render(<BusinessBadge place={{ ...trattoria, logoUrl: '/logos/gino.png' }} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/logos/gino.png');
    expect(container.textContent).toBe('');
  });
});
