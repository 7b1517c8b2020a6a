import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../lib/http-error.ts';
import { securityHeaders } from './security-headers.ts';

/**
 * Errors Fastify and Node raise before any route or hook runs (a URL that does not decode,
 * a path parameter past the length limit, a malformed request line or headers, a request
 * that took too long to arrive): the one error shape and the security headers, and nothing
 * of the input echoed back.
 */
export function earlyErrorHandlers(https: boolean) {
  const headers = { ...securityHeaders(https), 'cache-control': 'no-store' };

  function frameworkErrors(_err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
    const body: ErrorBody = { message: 'error.badRequest', status: 400 };
    reply.headers(headers).code(400).type('application/json').send(body);
  }

  function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'error.http.408']
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'error.http.431']
          : [400, 'error.badRequest'];
    if (socket.writable) {
      const body = JSON.stringify({ message, status } satisfies ErrorBody);
      const lines = Object.entries({
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      }).map(([name, value]) => `${name}: ${value}`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy();
  }

  return { frameworkErrors, clientErrorHandler };
}
