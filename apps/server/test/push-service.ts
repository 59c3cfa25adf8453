import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { LOOPBACK_TLS_CERT, LOOPBACK_TLS_KEY } from './loopback-tls';

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A Web Push service on 127.0.0.1 (HTTPS with the loopback certificate): it records every POST and
 * answers 201, or `statusFor(path)` when given (e.g. 410 for an expired subscription).
 */
export async function startPushService(statusFor: (path: string) => number = () => 201) {
  const requests: PushRequest[] = [];
  const server = createServer({ key: LOOPBACK_TLS_KEY, cert: LOOPBACK_TLS_CERT }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      requests.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statusFor(path)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
