import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { initTestI18n } from '../../test/test-i18n';
import { DirectoryPage } from './directory-page';

beforeAll(() => initTestI18n());
afterEach(() => vi.unstubAllGlobals());

const LENA = {
  publicId: 'lenalenale',
  name: 'Salon Lena',
  industry: 'hairdresser',
  city: 'Graz',
  logo: null,
  description: 'Schnitt und Farbe.',
};

describe('the directory of businesses', () => {
  it('searches by name, town and industry and links each business to its page', async () => {
    const requests = fakeApi((request) => ({
      status: 200,
      body: {
        success: true,
        businesses: request.path.includes('town=graz') ? [LENA] : [],
        nextCursor: null,
      },
    }));
    renderWithApp(
      <MemoryRouter initialEntries={['/shops']}>
        <Routes>
          <Route path="/shops" element={<DirectoryPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByText('Keine gelisteten Betriebe gefunden.')).toBeDefined());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name des Betriebs'), '50%_');
    await user.type(screen.getByLabelText('Ort'), 'graz');
    await user.selectOptions(screen.getByLabelText('Branche'), 'hairdresser');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    const link = await screen.findByRole('link', { name: /Salon Lena/ });
    expect(link.getAttribute('href')).toBe('/shops/lenalenale');
    expect(link.textContent).toContain('Friseursalon · Graz');
    expect(requests.at(-1)?.path).toBe('/api/public/directory?q=50%25_&town=graz&industry=hairdresser');
    expect(screen.getByText(/Sortiert nach Name\. Kein Platz/)).toBeDefined();
  });
});
