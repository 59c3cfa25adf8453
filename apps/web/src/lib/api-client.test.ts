import { afterEach, describe, expect, it, vi } from 'vitest';

const solveAltcha = vi.fn<(challenge: unknown) => Promise<string | null>>();
vi.mock('./altcha-solver', () => ({ solveAltcha: (challenge: unknown) => solveAltcha(challenge) }));

const { apiClient } = await import('./api-client');

const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: 'ab' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const overBudget = () =>
  json(429, { success: false, error: { code: 'CHALLENGE_REQUIRED', message: 'solve it', challenge } });

describe('the API client and a place over its budget', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    solveAltcha.mockReset();
  });

  it('solves the challenge and sends the same request once more with X-Altcha', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(overBudget())
      .mockResolvedValueOnce(json(201, { entry: { id: 'e1' } }));
    vi.stubGlobal('fetch', fetch);
    solveAltcha.mockResolvedValue('SOLVED');
    const answer = await apiClient.post(
      '/api/public/businesses/P/queue',
      { fullName: 'Anna Berger' },
      {
        headers: { 'Idempotency-Key': 'k1' },
      },
    );
    expect(answer).toEqual({ entry: { id: 'e1' } });
    expect(solveAltcha).toHaveBeenCalledWith(challenge);
    expect(fetch).toHaveBeenCalledTimes(2);
    const [, retry] = fetch.mock.calls[1] as [string, RequestInit];
    expect(retry.headers).toMatchObject({ 'X-Altcha': 'SOLVED', 'Idempotency-Key': 'k1' });
    expect(retry.body).toBe(JSON.stringify({ fullName: 'Anna Berger' }));
  });

  it('gives up with CHALLENGE_REQUIRED when solving fails or the server asks again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => overBudget()),
    );
    solveAltcha.mockResolvedValue(null);
    await expect(apiClient.post('/api/x', {})).rejects.toMatchObject({
      status: 429,
      code: 'CHALLENGE_REQUIRED',
    });

    const fetch = vi.fn(async () => overBudget());
    vi.stubGlobal('fetch', fetch);
    solveAltcha.mockResolvedValue('SOLVED');
    await expect(apiClient.post('/api/x', {})).rejects.toMatchObject({ code: 'CHALLENGE_REQUIRED' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not solve anything for a plain rate limit', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(json(429, { success: false, error: { code: 'RATE_LIMITED', message: '' } })),
    );
    await expect(apiClient.post('/api/x', {})).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(solveAltcha).not.toHaveBeenCalled();
  });
});
