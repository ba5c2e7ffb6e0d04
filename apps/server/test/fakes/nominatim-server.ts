import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for a Nominatim server's /reverse on a local port, for the reverse-geocoding tests: it
// records the requests and answers what the test scripts, by default a display name of the spot.

export interface FakeNominatim {
  baseUrl: string;
  requests: URL[];
  /** The status and body of the next answers; a body of undefined answers Nominatim's 'Unable to geocode'. */
  respondWith(answer: (url: URL) => { status: number; body?: unknown }): void;
  close(): Promise<void>;
}

export async function startFakeNominatim(): Promise<FakeNominatim> {
  const requests: URL[] = [];
  let answer = (url: URL): { status: number; body?: unknown } => ({
    status: 200,
    body: {
      display_name: `Jalan Uji ${url.searchParams.get('lat')},${url.searchParams.get('lon')}, Jakarta`,
    },
  });
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    requests.push(url);
    const { status, body } = answer(url);
    outgoing.writeHead(status, { 'content-type': 'application/json' });
    outgoing.end(JSON.stringify(body ?? { error: 'Unable to geocode' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    respondWith(next) {
      answer = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
