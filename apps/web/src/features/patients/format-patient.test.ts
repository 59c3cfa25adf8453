import { describe, expect, it } from 'vitest';
import { formatDay, formatWhen } from './format-patient';

describe('times on the patient screens', () => {
  it('shows a visit at the business’s clock, whatever the device’s zone', () => {
    expect(formatWhen('2026-11-25T07:34:00Z', 'de', 'Europe/Vienna')).toContain('08:34');
    expect(formatDay('2026-11-25T23:30:00Z', 'de', 'Europe/Vienna')).toBe('26.11.2026');
  });

  it('keeps a birthdate on its calendar day', () => {
    expect(formatDay('1980-04-02', 'de', 'Pacific/Kiritimati')).toBe('02.04.1980');
  });
});
