import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { i18n } from '../../lib/i18n';
import { fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { LoginPage } from './login-page';

const text = (key: string) => i18n.t(key, { ns: 'common' });

/** Puts a whole value into a field at once, as a password manager or a paste would. */
async function fill(input: HTMLElement, value: string) {
  await userEvent.click(input);
  await userEvent.paste(value);
}
const user = { id: 'u1', firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' };

function renderLogin() {
  return renderWithApp(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
}

async function logIn(email: string, password: string) {
  await fill(screen.getByRole('textbox', { name: new RegExp(text('auth.email')) }), email);
  await fill(screen.getByLabelText(new RegExp(`^${text('auth.password')}`), { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: text('auth.login.submit') }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

describe('the login form', () => {
  it('asks for the e-mail address and the password before sending anything', async () => {
    const requests = fakeApi(() => ({ status: 500 }));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: text('auth.login.submit') }));
    expect(await screen.findByText(text('validation.emailRequired'))).toBeTruthy();
    expect(screen.getByText(text('validation.passwordRequired'))).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('signs in with the session it is given and keeps its token', async () => {
    const requests = fakeApi(({ path }) =>
      path === '/api/auth/login'
        ? { status: 200, body: { success: true, data: 'token-1' } }
        : { status: 200, body: { success: true, user } },
    );
    renderLogin();
    await logIn(' anna@example.com ', 'Sommer-2026!');
    await waitFor(() => expect(authStore.getToken()).toBe('token-1'));
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/auth/login',
      'GET /api/auth/user',
    ]);
    expect(requests[0]?.body).toEqual({ email: 'anna@example.com', password: 'Sommer-2026!' });
  });

  it('says above the form that the e-mail address or the password is wrong', async () => {
    fakeApi(() => refusal(401, 'INVALID_CREDENTIALS'));
    renderLogin();
    await logIn('anna@example.com', 'falsch');
    expect((await screen.findByRole('alert')).textContent).toContain(text('errors.INVALID_CREDENTIALS'));
    expect(authStore.getToken()).toBeNull();
  });

  it('says how long to wait after too many attempts', async () => {
    fakeApi(() => ({ ...refusal(429, 'RATE_LIMITED'), headers: { 'Retry-After': '45' } }));
    renderLogin();
    await logIn('anna@example.com', 'falsch');
    expect((await screen.findByRole('alert')).textContent).toMatch(/45 Sekunden/);
  });
});
