import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type GatewayError, type GatewayErrorCode, gatewayErrorSchema } from '@armada/domain';
import type { z } from 'zod';

/** A refusal of the contract: its status, code and message (docs/device-gateway.md, 'Conventions'). */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: GatewayErrorCode,
    message: string,
    readonly lastReceivedOn?: string | null,
  ) {
    super(message);
  }

  body(): GatewayError {
    return gatewayErrorSchema.parse({
      code: this.code,
      message: this.message,
      ...(this.lastReceivedOn === undefined ? {} : { lastReceivedOn: this.lastReceivedOn }),
    });
  }
}

/** Bodies of this contract are a few hundred bytes; anything far bigger is not one of ours. */
const MAX_BODY_BYTES = 64 * 1024;

/** True when the Authorization header carries the shared secret, compared in constant time. */
export function isAuthorized(header: string | undefined, secret: string): boolean {
  const expected = Buffer.from(`Bearer ${secret}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function sendJson<T>(response: ServerResponse, status: number, schema: z.ZodType<T>, body: T): void {
  // Every answer goes through the contract's schema, so the simulator cannot drift from it.
  const text = JSON.stringify(schema.parse(body));
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

export function sendRefusal(response: ServerResponse, refusal: Refusal): void {
  sendJson(response, refusal.status, gatewayErrorSchema, refusal.body());
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Refusal(400, 'invalid-request', 'The body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The decoded segments of a request's path ('/v1/devices/86520' -> ['v1', 'devices', '86520']), or a
 * 400 invalid-request for a target that is not a path or has a broken escape ('%E0%A4%A').
 */
export function pathSegmentsOf(target: string | undefined): string[] {
  try {
    return new URL(target ?? '/', 'http://gateway').pathname
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent);
  } catch {
    throw new Refusal(400, 'invalid-request', 'The request path does not parse.');
  }
}

/** The request's JSON body parsed with one of the contract's schemas, or a 400 invalid-request. */
export async function readJson<T>(request: IncomingMessage, schema: z.ZodType<T>): Promise<T> {
  const text = await readBody(request);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Refusal(400, 'invalid-request', 'The body is not JSON.');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'body';
    throw new Refusal(400, 'invalid-request', `${where}: ${issue?.message ?? 'does not parse'}`);
  }
  return parsed.data;
}
