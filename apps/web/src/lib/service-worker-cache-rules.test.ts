import { describe, expect, it } from 'vitest';
import { apiAnswerIsCacheable } from './service-worker-cache-rules';

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://qtify.example${path}`, { headers });
const ok = (headers: Record<string, string> = {}, status = 200) =>
  new Response('{}', { status, headers: { 'content-type': 'application/json', ...headers } });

describe('which API answers the service worker keeps for offline use', () => {
  it('keeps a public answer: the language list, a business of a QR code', () => {
    expect(apiAnswerIsCacheable(get('/api/language/getAll'), ok())).toBe(true);
    expect(apiAnswerIsCacheable(get('/api/public/businesses/abc'), ok())).toBe(true);
  });

  it('never keeps an answer to a request with a bearer token', () => {
    expect(apiAnswerIsCacheable(get('/api/businesses', { Authorization: 'Bearer x' }), ok())).toBe(false);
  });

  it('never keeps answers the server marks no-store or private', () => {
    expect(apiAnswerIsCacheable(get('/api/public/x'), ok({ 'cache-control': 'no-store' }))).toBe(false);
    expect(apiAnswerIsCacheable(get('/api/public/x'), ok({ 'cache-control': 'private, max-age=300' }))).toBe(
      false,
    );
    expect(apiAnswerIsCacheable(get('/api/public/x'), ok({ 'cache-control': 'no-cache' }))).toBe(true);
  });

  it('never keeps live places, sessions or push keys, errors or other methods', () => {
    expect(apiAnswerIsCacheable(get('/api/queue/token123'), ok())).toBe(false);
    expect(apiAnswerIsCacheable(get('/api/auth/user'), ok())).toBe(false);
    expect(apiAnswerIsCacheable(get('/api/push/public-key'), ok())).toBe(false);
    expect(apiAnswerIsCacheable(get('/api/public/x'), ok({}, 404))).toBe(false);
    const post = new Request('https://qtify.example/api/public/x', { method: 'POST', body: '{}' });
    expect(apiAnswerIsCacheable(post, ok())).toBe(false);
  });
});
