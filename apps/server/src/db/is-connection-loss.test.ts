import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from './is-connection-loss';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isConnectionLoss', () => {
  it('knows a terminated session, a shutdown and a server still starting', () => {
    for (const code of ['57P01', '57P02', '57P03']) expect(isConnectionLoss(withCode(code)), code).toBe(true);
  });

  it('knows the connection exceptions of class 08 and refused or broken sockets', () => {
    for (const code of ['08000', '08003', '08006', '08001', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE']) {
      expect(isConnectionLoss(withCode(code)), code).toBe(true);
    }
  });

  it('knows what pg and pg-pool only say in words', () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect(isConnectionLoss(new Error(message)), message).toBe(true);
    }
  });

  it('looks through the errors Drizzle wraps around the driver’s', () => {
    expect(
      isConnectionLoss(wrapped(withCode('57P01', 'terminating connection due to administrator command'))),
    ).toBe(true);
  });

  it('leaves bugs and refusals of the data alone', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('22P02', 'invalid input syntax for type uuid'),
      withCode('57014', 'canceling statement due to statement timeout'),
      new Error('PGlite is closed'),
      new TypeError('x is undefined'),
      'a string',
      undefined,
    ]) {
      expect(isConnectionLoss(error)).toBe(false);
    }
  });
});
