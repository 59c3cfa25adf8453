import { describe, expect, it } from 'vitest';
import { ZEmail, ZFirstName, ZFullName, ZLastName } from './field-schemas';

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

  it('refuses names with a link or a control character, naming the fault', () => {
    const code = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
    expect(code(ZFirstName.safeParse('Win at www.example.com'))).toBe('nameLink');
    expect(code(ZLastName.safeParse('Berger\r\nBcc: a@b.at'))).toBe('invalidCharacter');
    expect(code(ZFullName.safeParse('Anna cheap.com'))).toBe('nameLink');
    expect(code(ZFullName.safeParse('Anna \u202EBerger'))).toBe('invalidCharacter');
    expect(ZLastName.parse(" O'Neill ")).toBe("O'Neill");
    expect(ZFullName.parse('J. R. R. Tolkien')).toBe('J. R. R. Tolkien');
  });

  it('limits a first or last name to 100 characters', () => {
    expect(ZFirstName.safeParse('A'.repeat(100)).success).toBe(true);
    expect(ZFirstName.safeParse('A'.repeat(101)).error?.issues[0]?.message).toBe('tooLong');
  });
});
