import { describe, expect, it } from 'vitest';
import { attemptKeys, newIdempotencyKey } from './idempotency-key';

describe('Idempotency-Keys of a form’s attempts', () => {
  it('reuses the key for the same body and makes a new one for another body or after a refusal', () => {
    const keys = attemptKeys();
    const first = keys.keyFor({ fullName: 'Anna Berger' });
    expect(keys.keyFor({ fullName: 'Anna Berger' })).toBe(first);
    const other = keys.keyFor({ fullName: 'Anna Berger', birthdate: '1990-04-01' });
    expect(other).not.toBe(first);
    keys.refused();
    expect(keys.keyFor({ fullName: 'Anna Berger', birthdate: '1990-04-01' })).not.toBe(other);
  });

  it('makes version-4 UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
