import { DomainError, type ErrorCode, errorStatus, isDomainError, renderErrorBody } from '@armada/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageFromHeader } from './language';

export function sendDomainError(request: FastifyRequest, reply: FastifyReply, error: DomainError) {
  const body = renderErrorBody(error, languageFromHeader(request.headers['accept-language']));
  if (error.retryAfterSeconds !== null) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(errorStatus(error.code)).type('application/json; charset=utf-8').send(body);
}

/** Maps what Fastify and its plugins throw (bad JSON, body too large, rate limit) to catalogue codes. */
function codeForFrameworkError(error: FastifyError): ErrorCode {
  const status = error.statusCode ?? 500;
  if (status === 413) return 'payload-too-large';
  if (status === 415) return 'unsupported-media-type';
  if (status === 429) return 'too-many-requests';
  if (status === 404) return 'route-not-found';
  if (status >= 400 && status < 500) return 'invalid/invalid-input-format';
  return 'internal-error';
}

/**
 * One error handler for the whole API: domain errors become their catalogue status and body; anything
 * unexpected is logged with its stack and answered as a generic 500 without the stack.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDomainError(error)) return sendDomainError(request, reply, error);
    const code = codeForFrameworkError(error);
    if (code === 'internal-error') request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ err: { message: error.message, code: error.code } }, 'request refused');
    return sendDomainError(request, reply, new DomainError(code));
  });
}
