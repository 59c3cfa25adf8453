import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { JoinForm } from './join-form';

const JOIN = '/api/public/businesses/abcdefghjk/queue';
const joined = {
  success: true,
  entry: { id: 'e1', token: 't'.repeat(43), firstName: 'Clara', status: 'notHere' },
  data: 'temporary-user-token',
};

function renderForm(answer: (request: FakeRequest) => ReturnType<typeof refusal>) {
  const requests = fakeApi(answer);
  renderWithApp(
    <MemoryRouter initialEntries={['/waitingRoom/patientnew?b=abcdefghjk']}>
      <JoinForm publicId="abcdefghjk" industry="medical" />
    </MemoryRouter>,
    { industry: 'medical' },
  );
  return { joins: () => requests.filter((request) => request.path === JOIN) };
}

const name = () => screen.getByRole('textbox', { name: /Vor- und Nachname/ });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Im Wartezimmer anmelden' }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('joining the waiting room', { timeout: 15_000 }, () => {
  it('asks for a first and a last name before sending anything', async () => {
    const { joins } = renderForm(() => ({ status: 201, body: joined }));
    await userEvent.type(name(), 'Clara');
    await submit();
    expect(
      await screen.findByText(/vollständigen Namen ein, Vorname und Nachname/, undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(joins()).toEqual([]);
  });

  it('refuses a web address as a name', async () => {
    const { joins } = renderForm(() => ({ status: 201, body: joined }));
    await userEvent.type(name(), 'Clara www.example.com');
    await submit();
    expect(await screen.findByText('Ein Name darf keine Webadresse enthalten')).toBeTruthy();
    expect(joins()).toEqual([]);
  });

  it('asks for the birth date when someone of that name is already known, and sends it along', async () => {
    const { joins } = renderForm(({ path, body }) =>
      path !== JOIN
        ? refusal(401, 'UNAUTHENTICATED')
        : (body as { birthdate?: string }).birthdate
          ? { status: 201, body: joined }
          : refusal(409, 'BIRTHDATE_REQUIRED'),
    );
    expect(screen.queryByLabelText(/Geburtsdatum/)).toBeNull();
    await userEvent.type(name(), ' Clara  Huber ');
    await submit();
    const birthdate = await screen.findByLabelText(/Geburtsdatum/);
    // It comes with its reason, not as a mistake.
    expect(screen.getByText(/Es gibt bereits eine Person mit diesem Namen/)).toBeTruthy();
    expect(birthdate.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(birthdate, '1985-04-12');
    await submit();
    await waitFor(() => expect(joins()).toHaveLength(2));
    expect(joins()[0]?.body).toMatchObject({ fullName: 'Clara  Huber' });
    expect(joins()[1]?.body).toMatchObject({ fullName: 'Clara  Huber', birthdate: '1985-04-12' });
  });
});
