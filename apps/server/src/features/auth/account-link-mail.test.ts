import { LANGUAGE_IDS } from '@qtify/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { accountLinkMail } from './account-link-mail';

const passwordResetMail = (values: Parameters<typeof accountLinkMail>[1]) =>
  accountLinkMail('passwordReset', values);

const input = {
  to: 'ana@example.com',
  firstName: 'Ana',
  link: 'https://qtify.example/reset-password?token=abc',
};

describe('the account mails (password reset, e-mail verification)', () => {
  it.each(LANGUAGE_IDS)(
    'is complete in %s: subject, greeting with the name, link in both parts',
    (languageId) => {
      const mail = passwordResetMail({ ...input, languageId });
      expect(mail.subject.length).toBeGreaterThan(5);
      for (const part of [mail.subject, mail.text, mail.html])
        expect(part).not.toMatch(/\{\{|passwordReset\./);
      expect(mail.text).toContain('Ana');
      expect(mail.text).toContain(input.link);
      expect(mail.html).toContain(`href="${input.link}"`);
      expect(mail.link).toBe(input.link);
    },
  );

  it('speaks each language, German when the language is unknown', () => {
    expect(passwordResetMail({ ...input, languageId: 'en' }).subject).toBe('Reset your Qtify password');
    expect(passwordResetMail({ ...input, languageId: 'xx' }).subject).toBe(
      'Dein Passwort für Qtify zurücksetzen',
    );
  });

  it.each(LANGUAGE_IDS)('has a complete verification mail in %s', (languageId) => {
    const link = 'https://qtify.example/verify-email?token=abc';
    const mail = accountLinkMail('verifyEmail', { ...input, link, languageId });
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\{|verifyEmail\./);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('48');
  });

  it('keeps a name with markup as text in the HTML part', () => {
    const mail = passwordResetMail({ ...input, firstName: '<img src=x onerror=alert(1)>', languageId: 'de' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
  });
});
