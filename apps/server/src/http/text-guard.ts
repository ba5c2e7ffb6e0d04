import { DomainError } from '@armada/domain';
import type { FastifyInstance } from 'fastify';

/*
 * One guard for every text a request carries, before any route sees it: a NUL character cannot be
 * stored in PostgreSQL text and a lone surrogate is not text at all, so both would otherwise fail deep
 * in a query as a 500. Path parameters, the query string and a JSON body (values and keys) are
 * checked alike; the answer is the catalogue's 400 naming the field.
 */

const NUL = '\u0000';
/** How deep a JSON body is searched; the schemas allow far less nesting than this. */
const MAX_DEPTH = 32;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isBadText = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/** The path ('items.2.name') of the first bad text in `value`, or null. */
function badTextPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isBadText(value) ? path || 'body' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const here = path ? `${path}.${key}` : String(key);
    if (typeof key === 'string' && isBadText(key)) return here;
    const found = badTextPath(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}

export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      badTextPath(request.params, '') ?? badTextPath(request.query, '') ?? badTextPath(request.body, '');
    if (field === null) return;
    throw new DomainError('invalid/invalid-fields', { fields: [{ field, code: 'invalid-format' }] });
  });
}
