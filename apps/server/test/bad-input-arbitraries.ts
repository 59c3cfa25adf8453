import fc from 'fast-check';

/** Printable ASCII: header values must be latin-1 text, or the request cannot be built at all. */
const printable = (maxLength = 40) =>
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength,
  });

const nested = (depth: number, open: string, close: string, inner = '1') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** Values that break assumptions: wrong types, edge numbers, odd text, huge and deeply nested values. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    0.5,
    '',
    ' ',
    'null',
    '2026-02-30',
    '2026-03-02T25:61:00Z',
    '+275760-09-13T00:00:00.000Z',
    '0000-01-01',
    '24:00',
    '99:99',
    '#zzzzzz',
    'Ω≈ç√∫ Ärztin Çağrı',
    '\u0000',
    '\ud800',
    '💥'.repeat(300),
    '__proto__',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.integer({ min: 1, max: 300_000 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 1, max: 3_000 }).map((depth) => JSON.parse(nested(depth, '[', ']'))),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 5 }),
);

/** A template body changed a little: a key set to an odd value, a key removed, or replaced whole. */
export function mutatedBody(template: unknown): fc.Arbitrary<unknown> {
  const asObject = template && typeof template === 'object' && !Array.isArray(template) ? template : {};
  const keys = Object.keys(asObject);
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), printable(12)) : printable(12);
  return fc.oneof(
    fc.constant(template),
    fc.tuple(key, oddValue).map(([name, value]) => ({ ...asObject, [name]: value })),
    key.map((name) => Object.fromEntries(Object.entries(asObject).filter(([k]) => k !== name))),
    fc.constant([template]),
    fc.constant({ ...asObject, ['__proto__']: { polluted: true }, constructor: { prototype: 1 } }),
    oddValue,
  );
}

export interface RawBody {
  payload?: string;
  contentType?: string;
}

const jsonTypes = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON');

/** What goes on the wire: JSON of a (mutated) body, broken JSON, very deep JSON, other types, nothing. */
export function rawBody(template: unknown): fc.Arbitrary<RawBody> {
  return fc.oneof(
    {
      arbitrary: fc.record({
        payload: mutatedBody(template).map((body) => JSON.stringify(body) ?? 'null'),
        contentType: jsonTypes,
      }),
      weight: 5,
    },
    fc.record({
      payload: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom(
          '{',
          '{"a":',
          '[1,2',
          'nul',
          '\u0000',
          '{"a":1}}',
          "{'a':1}",
          '{"a":NaN}',
          '\ufeff{}',
          '',
        ),
      ),
      contentType: jsonTypes,
    }),
    fc.record({
      payload: fc
        .tuple(fc.integer({ min: 1, max: 100_000 }), fc.boolean())
        .map(([depth, arrays]) => (arrays ? nested(depth, '[', ']') : nested(depth, '{"a":', '}'))),
      contentType: jsonTypes,
    }),
    fc.record({
      payload: fc.oneof(fc.string({ maxLength: 60 }), fc.constant('a=1&b[c]=2')),
      contentType: fc.oneof(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'application/vnd.api+json',
          'application/octet-stream',
          ';;;',
        ),
        printable(30),
      ),
    }),
    fc.constant({ payload: 'x'.repeat(1024 * 1024 + 10), contentType: 'application/json' }),
    fc.constant({}),
  );
}

/** A path parameter: the real id (so the handler runs), another uuid, or something that is no id. */
export function pathValue(valid: string | undefined): fc.Arbitrary<string> {
  const real = valid ?? 'x';
  return fc.oneof(
    { arbitrary: fc.constant(real), weight: 12 },
    fc.uuid().map(String),
    fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }).map(encodeURIComponent),
    fc.constantFrom(
      '..',
      '%2e%2e',
      '%2F',
      'a%2Fb',
      '..%2F..%2Fetc%2Fpasswd',
      `${'..%2F'.repeat(10)}etc%2Fpasswd`,
      '%00',
      '%zz',
      '%',
      '%C3%28',
      'null',
      '0',
      '-1',
      'é',
      '💥',
      'A'.repeat(43),
      '00000000-0000-0000-0000-000000000000',
    ),
    fc.integer({ min: 101, max: 20_000 }).map((length) => 'a'.repeat(length)),
    fc.constantFrom(`${real}x`, real.slice(0, -1), real.toUpperCase(), `${real}%20`, `${real}..`),
  );
}

const QUERY_KEYS = ['typeId', 'from', 'to', 'view', 'q', 'status', 'doctorId', 'download', 'redirect'];

/** A query string: known and unknown keys, odd and repeated values, broken escapes. */
export function queryString(validTypeId: string): fc.Arbitrary<string> {
  const value = fc.oneof(
    fc.constant(validTypeId),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    fc.constantFrom('waiting', 'today', 'past', 'checkIn', '1', '2026-03-02', '2030-12-31', '1970-01-01'),
    fc.string({ maxLength: 40 }).map(encodeURIComponent),
    fc.constantFrom('%', '%zz', '%00', '&&', '=', 'a[b]=1', '%E2%82'),
    fc.integer({ min: 101, max: 10_000 }).map((length) => 'q'.repeat(length)),
  );
  const pair = fc.tuple(
    fc.oneof(fc.constantFrom(...QUERY_KEYS), printable(8).map(encodeURIComponent)),
    value,
  );
  return fc
    .array(pair, { maxLength: 5 })
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));
}

/** The caller's own Authorization header, or garbage in its place (also other kinds of tokens). */
export function authorization(
  own: string | undefined,
  otherTokens: string[],
): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { arbitrary: fc.constant(own), weight: 10 },
    fc.constantFrom('Bearer', 'Bearer ', 'Basic Zm9vOmJhcg==', 'bearer', `Bearer ${'a'.repeat(10_000)}`),
    printable(60),
    printable(60).map((text) => `Bearer ${text}`),
    fc.constantFrom(...otherTokens.map((token) => `Bearer ${token}`), ...otherTokens),
  );
}

/** Other headers: Idempotency-Key garbage, forwarded addresses, languages, origins. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'idempotency-key': fc.oneof(printable(60), fc.constant(''), fc.constant('k'.repeat(5000))),
    'x-forwarded-for': printable(30),
    'accept-language': printable(30),
    origin: printable(30),
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', ''),
  },
  { requiredKeys: [] },
);
