import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact-secrets';

describe('redactSecrets', () => {
  it('masks passwords, tokens and credentials at any depth', () => {
    const line = {
      password: 'p1',
      body: { newPasswordRepeat: 'p2', nested: { deeper: { token: 't1' } } },
      req: { headers: { authorization: 'Bearer b1', Cookie: 's=1', 'set-cookie': ['s=2'], accept: '*/*' } },
    };
    expect(redactSecrets(line)).toEqual({
      password: '[Redacted]',
      body: { newPasswordRepeat: '[Redacted]', nested: { deeper: { token: '[Redacted]' } } },
      req: {
        headers: {
          authorization: '[Redacted]',
          Cookie: '[Redacted]',
          'set-cookie': '[Redacted]',
          accept: '*/*',
        },
      },
    });
  });

  it('masks secrets inside arrays of objects', () => {
    expect(redactSecrets({ users: [{ name: 'Ana', password: 'x' }] })).toEqual({
      users: [{ name: 'Ana', password: '[Redacted]' }],
    });
  });

  it('never changes the object the caller logged', () => {
    const body = { email: 'ana@example.com', password: 'p1' };
    const line = { body };
    redactSecrets(line);
    expect(line.body).toBe(body);
    expect(body.password).toBe('p1');
  });

  it('masks the personal data a body or a row carries', () => {
    const line = {
      body: { firstName: 'Ana', lastName: 'Berger', email: 'ana@example.com', phone: '0664', svnr: '1237' },
    };
    expect(redactSecrets(line)).toEqual({
      body: {
        firstName: '[Redacted]',
        lastName: '[Redacted]',
        email: '[Redacted]',
        phone: '[Redacted]',
        svnr: '[Redacted]',
      },
    });
  });

  it('returns an object without secrets as it is', () => {
    const line = { reqId: 'req-1', body: { status: 'checkIn' } };
    expect(redactSecrets(line)).toBe(line);
  });

  it('leaves errors and class instances to their serializers', () => {
    const error = Object.assign(new Error('boom'), { token: 'kept for the error serializer' });
    const line = { err: error };
    expect(redactSecrets(line)).toBe(line);
  });

  it('stops at a cycle instead of looping', () => {
    const line: Record<string, unknown> = { name: 'loop' };
    line.self = line;
    expect(() => redactSecrets(line)).not.toThrow();
  });
});
