import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * Stands in for the server behind `fetch` in component tests: `answer` gets each request (method,
 * path, parsed body) and returns the status and body the contract (API.md) says. The requests are
 * kept so a test can say what was sent; an answer may wait (a promise) to show the screen meanwhile. The server itself is tested against real databases.
 */
export function fakeApi(answer: (request: FakeRequest) => Answer | Promise<Answer>) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const request = { method: init?.method ?? 'GET', path: url.pathname + url.search, body };
      requests.push(request);
      const { status, body: answerBody, headers } = await answer(request);
      return new Response(answerBody === undefined ? null : JSON.stringify(answerBody), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    }),
  );
  return requests;
}

/** An error answer of the contract: `{ success: false, error: { code, message, fields } }`. */
export function refusal(status: number, code: string, fields?: Record<string, string>): Answer {
  return { status, body: { success: false, error: { code, message: code, ...(fields ? { fields } : {}) } } };
}
