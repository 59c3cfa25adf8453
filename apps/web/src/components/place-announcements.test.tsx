import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render-with-app';
import { PlaceAnnouncements } from './place-announcements';

const hourFromNow = () => new Date(Date.now() + 3_600_000).toISOString();
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

describe('the announcements of a place', () => {
  it('shows the current ones as plain text and leaves out those whose end has passed', async () => {
    renderWithApp(
      <PlaceAnnouncements
        announcements={[
          { id: 'a1', text: '<b>Freitag</b> geschlossen', audience: 'public', until: hourFromNow() },
          { id: 'a2', text: 'Bis auf Weiteres: Maske tragen', audience: 'patients', until: null },
          { id: 'a3', text: 'Gestern früher zu', audience: 'public', until: hourAgo() },
        ]}
      />,
    );
    const shown = (await screen.findAllByRole('status')).map((item) => item.textContent);
    expect(shown).toEqual(['<b>Freitag</b> geschlossen', 'Bis auf Weiteres: Maske tragen']);
    expect(document.querySelector('b')).toBeNull();
  });

  it('renders nothing without a current announcement', () => {
    const { container } = renderWithApp(<PlaceAnnouncements announcements={[]} />);
    expect(container.querySelector('[data-testid="place-announcements"]')).toBeNull();
  });
});
