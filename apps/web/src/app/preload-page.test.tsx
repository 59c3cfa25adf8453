import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { readColorTheme, setPlaceColorTheme } from '../lib/color-theme-store';
import { forgetPlaceBrand } from '../lib/place-brand';
import { readPlaceIndustry, setPlaceIndustry } from '../lib/place-industry';
import { patientEntryKeys } from '../lib/queries/patient-entry';
import { publicPlaceKeys } from '../lib/queries/public-place-keys';
import { createQueryClient } from '../lib/query-client';
import { fakeApi, refusal } from '../test/fake-api';
import { loadPage, PLACE_PRELOADS } from './page-loaders';
import { preloadPage } from './preload-page';

const business = {
  name: 'Trattoria Sole',
  industry: 'restaurant',
  colorTheme: 'purple',
  timeZone: 'Europe/Vienna',
  maxPartySize: 6,
  openOnline: true,
};

// preloadPage starts the pages' chunks without waiting for them: let them finish here, or they
// would still be loading when this file's environment is gone (test files share a worker).
afterAll(async () => {
  const pages = ['login', 'patientNew', 'patientRoom', 'booking'] as const;
  await Promise.allSettled([
    ...pages.map((page) => loadPage(page)),
    ...pages.map((page) => PLACE_PRELOADS[page]?.()),
    import('./shell/public-shell'),
    import('./shell/business-frame'),
  ]);
});

afterEach(() => {
  forgetPlaceBrand();
  setPlaceColorTheme(null);
  setPlaceIndustry(null);
});

describe('preloading a business’s public page before the first render', () => {
  it('fetches the registration link’s business into its query and shows its colours and industry', async () => {
    const requests = fakeApi(({ path }) =>
      path === '/api/public/businesses/sole42'
        ? { status: 200, body: { success: true, business } }
        : refusal(404, 'NOT_FOUND'),
    );
    const queryClient = createQueryClient();
    await preloadPage(new URL('http://localhost/waitingRoom/patientnew?b=sole42'), queryClient);
    expect(queryClient.getQueryData(publicPlaceKeys.business('sole42'))).toEqual(business);
    expect(requests.filter((request) => request.path.startsWith('/api/'))).toHaveLength(1);
    expect(readColorTheme()).toBe('purple');
    expect(readPlaceIndustry()).toBe('restaurant');
  });

  it('takes the business the server put into the page instead of asking for it, and shows it at once', async () => {
    const requests = fakeApi(() => refusal(404, 'NOT_FOUND'));
    const inline = document.createElement('script');
    inline.type = 'application/json';
    inline.id = 'qtify-place';
    inline.dataset.publicId = 'sole42';
    inline.textContent = JSON.stringify(business);
    document.head.append(inline);
    const queryClient = createQueryClient();
    await preloadPage(new URL('http://localhost/bookingflow/bookAppointment?b=sole42'), queryClient);
    expect(queryClient.getQueryData(publicPlaceKeys.business('sole42'))).toEqual(business);
    expect(requests.filter((request) => request.path === '/api/public/businesses/sole42')).toHaveLength(0);
    expect(readColorTheme()).toBe('purple');
    expect(readPlaceIndustry()).toBe('restaurant');
    // Read once: the next page of the tab asks the API.
    expect(document.getElementById('qtify-place')).toBeNull();
  });

  it('ignores a business in the page that another link named', async () => {
    const requests = fakeApi(({ path }) =>
      path === '/api/public/businesses/sole42'
        ? { status: 200, body: { success: true, business } }
        : refusal(404, 'NOT_FOUND'),
    );
    const inline = document.createElement('script');
    inline.type = 'application/json';
    inline.id = 'qtify-place';
    inline.dataset.publicId = 'other99';
    inline.textContent = JSON.stringify({ ...business, name: 'Elsewhere' });
    document.head.append(inline);
    const queryClient = createQueryClient();
    await preloadPage(new URL('http://localhost/waitingRoom/patientnew?b=sole42'), queryClient);
    expect(queryClient.getQueryData(publicPlaceKeys.business('sole42'))).toEqual(business);
    expect(requests.filter((request) => request.path === '/api/public/businesses/sole42')).toHaveLength(1);
  });

  it('fetches the patient room’s entry from its short link', async () => {
    const entry = { businessName: 'Praxis Berger', industry: 'medical', colorTheme: 'blue', position: 2 };
    fakeApi(({ path }) =>
      path === '/api/queue/tok123'
        ? { status: 200, body: { success: true, entry } }
        : refusal(404, 'NOT_FOUND'),
    );
    const queryClient = createQueryClient();
    await preloadPage(new URL('http://localhost/q/tok123'), queryClient);
    expect(queryClient.getQueryData(patientEntryKeys.detail('tok123'))).toEqual(entry);
    expect(readColorTheme()).toBe('blue');
    expect(readPlaceIndustry()).toBe('medical');
  });

  it('settles without a brand when the link leads nowhere, so the page shows its own message', async () => {
    fakeApi(() => refusal(404, 'NOT_FOUND'));
    const queryClient = createQueryClient();
    await expect(
      preloadPage(new URL('http://localhost/waitingRoom/patientnew?b=unknown'), queryClient),
    ).resolves.toBeUndefined();
    expect(readPlaceIndustry()).toBeNull();
    expect(readColorTheme()).toBe('default');
  });

  it('asks nothing of the API for a page that is not a business’s', async () => {
    const requests = fakeApi(() => refusal(404, 'NOT_FOUND'));
    await preloadPage(new URL('http://localhost/login'), createQueryClient());
    expect(requests.filter((request) => request.path.startsWith('/api/'))).toHaveLength(0);
  });

  it('leaves the patient room to its last known position when the device is offline', async () => {
    const requests = fakeApi(() => refusal(404, 'NOT_FOUND'));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await preloadPage(new URL('http://localhost/q/tok123'), createQueryClient());
    } finally {
      onLine.mockRestore();
    }
    expect(requests.filter((request) => request.path.startsWith('/api/'))).toHaveLength(0);
  });
});
