import { describe, expect, it } from 'vitest';
import { absoluteLink } from './absolute-link';

describe('absolute links of a business', () => {
  it('puts the site origin in front of the path the server answers', () => {
    expect(absoluteLink('/waitingRoom/patientnew?b=Xy7Q', 'https://app.qtify.at')).toBe(
      'https://app.qtify.at/waitingRoom/patientnew?b=Xy7Q',
    );
    expect(absoluteLink('/bookingflow/bookAppointment?b=Xy7Q', 'http://127.0.0.1:3123')).toBe(
      'http://127.0.0.1:3123/bookingflow/bookAppointment?b=Xy7Q',
    );
  });

  it('keeps a link that is absolute already', () => {
    expect(absoluteLink('https://qtify.at/waitingRoom/patientnew?b=1', 'http://localhost:3000')).toBe(
      'https://qtify.at/waitingRoom/patientnew?b=1',
    );
  });
});
