import { describe, expect, it } from 'vitest';
import { ZEmail, ZFirstName, ZLastName } from './field-schemas';

describe('shared field schemas', () => {
  it('lower-cases and trims e-mail addresses so that uniqueness ignores case', () => {
    expect(ZEmail.parse('  Anna.Berger@Example.AT ')).toBe('anna.berger@example.at');
  });

  it('answers a code, not a sentence, for a malformed e-mail address', () => {
    const result = ZEmail.safeParse('not-an-address');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('emailInvalid');
  });

  it('refuses a first name made only of spaces', () => {
    expect(ZFirstName.safeParse('   ').error?.issues[0]?.message).toBe('firstNameRequired');
  });

  it('refuses names without a letter, such as emoji, and keeps names of any script', () => {
    expect(ZFirstName.safeParse('😀').error?.issues[0]?.message).toBe('firstNameRequired');
    expect(ZLastName.safeParse('...').error?.issues[0]?.message).toBe('lastNameRequired');
    expect(ZLastName.parse(' Yılmaz ')).toBe('Yılmaz');
    expect(ZFirstName.parse('Zoë 🌸')).toBe('Zoë 🌸');
  });
});
