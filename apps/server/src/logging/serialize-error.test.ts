import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { serializeError } from './serialize-error';

const databaseError = (message: string, fields: object) =>
  Object.assign(new Error(message), { severity: 'ERROR', ...fields });

describe('serializeError', () => {
  it('keeps a database error’s SQLSTATE, constraint and table, and drops its detail', () => {
    const error = databaseError('duplicate key value violates unique constraint "users_email_lower_key"', {
      code: '23505',
      constraint: 'users_email_lower_key',
      table: 'users',
      detail: 'Key (lower(email))=(ana@example.com) already exists.',
    });
    const serialized = serializeError(error) as Record<string, unknown>;
    expect(serialized).toMatchObject({
      type: 'DatabaseError',
      code: '23505',
      constraint: 'users_email_lower_key',
      table: 'users',
      message: 'duplicate key value violates unique constraint "users_email_lower_key"',
    });
    expect(JSON.stringify(serialized)).not.toContain('ana@example.com');
  });

  it('masks the input PostgreSQL repeats after a colon, not the identifiers it names', () => {
    const error = databaseError('invalid input value for enum queue_status: "Anna Berger"', {
      code: '22P02',
    });
    expect((serializeError(error) as { message: string }).message).toBe(
      'invalid input value for enum queue_status: "[Redacted]"',
    );
  });

  it('keeps Drizzle’s SQL but not its parameters', () => {
    const error = Object.assign(new Error('Failed query: select $1\nparams: Anna,1957-03-14'), {
      query: 'select $1',
      params: ['Anna', '1957-03-14'],
    });
    Object.defineProperty(error, 'constructor', { value: { name: 'DrizzleQueryError' } });
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).toContain('Failed query: select $1');
    expect(serialized).not.toContain('Anna');
    expect(serialized).not.toContain('1957');
  });

  it('leaves out the message of any other error, keeping its type and stack', () => {
    const serialized = serializeError(new TypeError('Anna Berger has no phone')) as Record<string, string>;
    expect(serialized.type).toBe('TypeError');
    expect(serialized.message).toBe('[Redacted]');
    expect(serialized.stack).toMatch(/serialize-error\.test\.ts/);
    expect(serialized.stack).not.toContain('Anna');
  });

  it('keeps messages written by code: our AppErrors, socket errors, Fastify’s own', () => {
    expect(serializeError(new AppError(409, 'SLOT_TAKEN', 'The slot was booked meanwhile'))).toMatchObject({
      message: 'The slot was booked meanwhile',
      code: 'SLOT_TAKEN',
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
    expect(serializeError(refused)).toMatchObject({
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
      syscall: 'connect',
    });
  });

  it('serializes the causes the same way, and passes anything but an Error through', () => {
    const error = new Error('outer', { cause: databaseError('terminating connection', { code: '57P01' }) });
    expect(serializeError(error)).toMatchObject({ message: '[Redacted]', cause: { code: '57P01' } });
    expect(serializeError({ plain: true })).toEqual({ plain: true });
  });
});
