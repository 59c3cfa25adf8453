import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { renderWithApp } from '../test/render-with-app';
import { NewPasswordFields } from './new-password-fields';

const text = (key: string) => i18n.t(key, { ns: 'common' });

/** The fields as a form holds them: two values and whether the user has tried to submit. */
function Fields({ submitted = false }: { submitted?: boolean }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  return (
    <NewPasswordFields
      form={{
        getInputProps: (name) =>
          name === 'password'
            ? { value: password, onChange: (event) => setPassword(event.currentTarget.value) }
            : { value: repeat, onChange: (event) => setRepeat(event.currentTarget.value) },
        submitted,
      }}
      labels={['Neues Passwort', 'Wiederholung']}
    />
  );
}

const passwordInput = () => screen.getByLabelText(/^Neues Passwort/, { selector: 'input' });
const repeatInput = () => screen.getByLabelText(/^Wiederholung/, { selector: 'input' });
const rule = (name: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.includes(text(`password.rules.${name}`)));

describe('choosing a new password', () => {
  it('ticks each rule of the policy as it is typed, and says so to screen readers', async () => {
    renderWithApp(<Fields />);
    await userEvent.type(passwordInput(), 'sommer');
    expect(rule('lower')?.dataset.state).toBe('met');
    expect(rule('upper')?.dataset.state).toBe('open');
    expect(within(rule('lower') as HTMLElement).getByText(text('password.met'))).toBeTruthy();
    await userEvent.type(passwordInput(), '-2026!S');
    expect(screen.getAllByRole('listitem').every((item) => item.dataset.state === 'met')).toBe(true);
  });

  it('marks the rules still unmet once the user has tried to submit', async () => {
    renderWithApp(<Fields submitted />);
    await userEvent.type(passwordInput(), 'sommer');
    expect(rule('upper')?.dataset.state).toBe('failed');
    expect(rule('lower')?.dataset.state).toBe('met');
  });

  it('lets a correct beginning of the repetition be, but calls out a wrong character at once', async () => {
    renderWithApp(<Fields />);
    await userEvent.type(passwordInput(), 'Sommer-2026!');
    await userEvent.type(repeatInput(), 'Somm');
    expect(screen.queryByText(text('errors.PASSWORDS_DO_NOT_MATCH'))).toBeNull();
    await userEvent.type(repeatInput(), 'a');
    expect(screen.getByText(text('errors.PASSWORDS_DO_NOT_MATCH'))).toBeTruthy();
  });

  it('says the passwords do not match once the repetition is left unfinished', async () => {
    renderWithApp(<Fields />);
    await userEvent.type(passwordInput(), 'Sommer-2026!');
    await userEvent.type(repeatInput(), 'Sommer');
    await userEvent.tab();
    expect(screen.getByText(text('errors.PASSWORDS_DO_NOT_MATCH'))).toBeTruthy();
  });

  it('shows and hides what was typed with a labelled button', async () => {
    renderWithApp(<Fields />);
    await userEvent.type(passwordInput(), 'Sommer-2026!');
    const [show] = screen.getAllByRole('button', { name: text('password.show') });
    expect(passwordInput().getAttribute('type')).toBe('password');
    await userEvent.click(show as HTMLElement);
    expect(passwordInput().getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: text('password.hide') }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
