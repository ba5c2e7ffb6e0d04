import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** The URL with the value of `token` hidden: the live socket takes its bearer token in the query. */
export function redactTokenInUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[hidden]');
}

/**
 * The logger options with a request serializer that hides `?token=`, so a log line of a socket
 * handshake does not hand out a session. Otherwise the fields of Fastify's own serializer.
 */
export function loggerWithoutTokens(
  logger: FastifyServerOptions['logger'] | undefined,
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactTokenInUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
