import type { FastifyInstance } from 'fastify';

/**
 * Lets app.close() finish once the in-flight requests are done. Node's server.close() waits
 * for every open connection, and a keep-alive connection whose request finished during the
 * drain would otherwise stay open until keepAliveTimeout (72 s). So while closing, answers carry
 * `Connection: close`, and idle sockets are reaped after each answer.
 */
export function drainConnectionsOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections();
  });
}
