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
  // Callback hooks: they run on every answer, and an async hook costs a promise each time.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (closing) app.server.closeIdleConnections();
    done();
  });
}
