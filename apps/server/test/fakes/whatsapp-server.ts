import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for the WhatsApp Cloud API on a local port, for the delivery tests: it records every
// request and answers what the test scripts, by default what the real API answers to a text message.

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** Milliseconds since the epoch when the request arrived. */
  at: number;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** Waits this long before answering (to hold two workers in the race). */
  delayMs?: number;
}

/** Picks the answer to a request; `index` counts the requests to the same recipient, from 0. */
export type Responder = (request: ReceivedRequest, index: number) => FakeAnswer;

export interface FakeWhatsApp {
  baseUrl: string;
  requests: ReceivedRequest[];
  /** The requests that asked to message `to`. */
  requestsTo(to: string): ReceivedRequest[];
  respondWith(responder: Responder): void;
  close(): Promise<void>;
}

/** What the Cloud API answers to an accepted message. */
export const acceptedAnswer = (to: string, id: string): FakeAnswer => ({
  status: 200,
  body: { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] },
});

const recipientOf = (request: ReceivedRequest) => (request.body as { to?: string } | null)?.to ?? '';

export async function startFakeWhatsApp(): Promise<FakeWhatsApp> {
  const requests: ReceivedRequest[] = [];
  let responder: Responder = (request, index) =>
    acceptedAnswer(recipientOf(request), `wamid.${recipientOf(request)}.${index}`);
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text: the test's assertion on the body shows what arrived.
      }
      const request = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body,
        at: Date.now(),
      };
      const index = requests.filter((earlier) => recipientOf(earlier) === recipientOf(request)).length;
      requests.push(request);
      const answer = responder(request, index);
      setTimeout(() => {
        outgoing.writeHead(answer.status, { 'content-type': 'application/json' });
        outgoing.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v21.0`,
    requests,
    requestsTo: (to) => requests.filter((request) => recipientOf(request) === to),
    respondWith: (next) => {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
