import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { i18n } from '../../lib/i18n';
import { fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { SignupPage } from './signup-page';

const text = (key: string) => i18n.t(key, { ns: 'common' });

/** Puts a whole value into a field at once, as a password manager or a paste would. */
async function fill(input: HTMLElement, value: string) {
  await userEvent.click(input);
  await userEvent.paste(value);
}

function renderSignup() {
  return renderWithApp(
    <MemoryRouter initialEntries={['/signup']}>
      <SignupPage />
    </MemoryRouter>,
  );
}

async function signUp(password: string, repeat = password) {
  await fill(screen.getByRole('textbox', { name: new RegExp(text('auth.signup.firstName')) }), 'Anna');
  await fill(screen.getByRole('textbox', { name: new RegExp(text('auth.signup.lastName')) }), 'Berger');
  await fill(screen.getByRole('textbox', { name: new RegExp(text('auth.email')) }), 'anna@example.com');
  await fill(
    screen.getByLabelText(new RegExp(`^${text('auth.password')}\\s*\\*?$`), { selector: 'input' }),
    password,
  );
  await fill(
    screen.getByLabelText(new RegExp(`^${text('auth.signup.passwordRepeat')}\\s*\\*?$`), {
      selector: 'input',
    }),
    repeat,
  );
  await userEvent.click(screen.getByRole('button', { name: text('auth.signup.submit') }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

describe('the sign-up form', () => {
  it('refuses a password that breaks a rule or is repeated differently, before sending anything', async () => {
    const requests = fakeApi(() => ({ status: 500 }));
    renderSignup();
    await signUp('sommer', 'sommer!');
    expect(await screen.findByText(text('password.errors.policy'))).toBeTruthy();
    expect(screen.getByText(text('errors.PASSWORDS_DO_NOT_MATCH'))).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('creates the account in the page’s language and signs in with it', async () => {
    const requests = fakeApi(({ path }) =>
      path === '/api/auth/signup'
        ? { status: 201, body: { success: true, data: 'token-1' } }
        : { status: 200, body: { success: true, user: { id: 'u1' } } },
    );
    renderSignup();
    await signUp('Sommer-2026!');
    await waitFor(() => expect(authStore.getToken()).toBe('token-1'));
    expect(requests[0]?.body).toMatchObject({
      firstName: 'Anna',
      email: 'anna@example.com',
      languageId: 'de',
    });
  });

  it('says at the address that it already has an account', async () => {
    fakeApi(() => refusal(409, 'EMAIL_TAKEN'));
    renderSignup();
    await signUp('Sommer-2026!');
    const email = screen.getByRole('textbox', { name: new RegExp(text('auth.email')) });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(text('errors.EMAIL_TAKEN'))).toBeTruthy();
  });

  it('names a common password, which only the server knows, at the password', async () => {
    fakeApi(() => refusal(422, 'PASSWORD_POLICY', { 'password.common': 'common' }));
    renderSignup();
    await signUp('Sommer-2026!');
    expect(await screen.findByText(text('password.errors.common'))).toBeTruthy();
  });
});
