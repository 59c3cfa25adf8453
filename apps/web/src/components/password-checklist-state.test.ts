import { describe, expect, it } from 'vitest';
import { firstFailedRule, passwordChecklist, repeatMismatch } from './password-checklist-state';

const met = (password: string) =>
  passwordChecklist(password)
    .filter((item) => item.met)
    .map((item) => item.rule);

describe('password checklist', () => {
  it('lists the five rules of the spec in a stable order, none met for an empty password', () => {
    expect(passwordChecklist('')).toEqual([
      { rule: 'minLength', met: false },
      { rule: 'upper', met: false },
      { rule: 'lower', met: false },
      { rule: 'digit', met: false },
      { rule: 'special', met: false },
    ]);
  });

  it('ticks the rules one by one as the user types', () => {
    expect(met('a')).toEqual(['lower']);
    expect(met('aB')).toEqual(['upper', 'lower']);
    expect(met('aB3')).toEqual(['upper', 'lower', 'digit']);
    expect(met('aB3!')).toEqual(['upper', 'lower', 'digit', 'special']);
    expect(met('aB3!efghij')).toEqual(['minLength', 'upper', 'lower', 'digit', 'special']);
  });

  it('counts letters beyond ASCII, as the server does', () => {
    expect(met('Ärger')).toEqual(['upper', 'lower']);
  });

  it('names the first broken rule, or none for an acceptable password', () => {
    expect(firstFailedRule('short')).toBe('minLength');
    expect(firstFailedRule('Long-enough-1')).toBeNull();
    expect(firstFailedRule(`Aa1!${'x'.repeat(200)}`)).toBe('maxLength');
  });
});

describe('repeated password', () => {
  it('stays quiet while the repetition is a correct beginning', () => {
    expect(repeatMismatch('Secret-123', '', false)).toBe(false);
    expect(repeatMismatch('Secret-123', 'Secr', false)).toBe(false);
  });

  it('complains as soon as a character is wrong', () => {
    expect(repeatMismatch('Secret-123', 'Secx', false)).toBe(true);
  });

  it('complains about any difference once the field is left or the form is sent', () => {
    expect(repeatMismatch('Secret-123', 'Secr', true)).toBe(true);
    expect(repeatMismatch('Secret-123', '', true)).toBe(true);
    expect(repeatMismatch('Secret-123', 'Secret-123', true)).toBe(false);
  });
});
