// The live socket at the network boundary for the web's tests: a real `ws` server, no mocked WebSocket.
import { type WebSocket as ServerSocket, WebSocketServer } from 'ws';

/** A real `ws` server on a free port standing in for `/ws`: it answers PING and records what it gets. */
export interface TestLiveServer {
  url: string;
  received: { event: string; data?: unknown }[];
  connections: { token: string | null; socket: ServerSocket }[];
  close(): Promise<void>;
}

export async function startLiveServer(): Promise<TestLiveServer> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const received: TestLiveServer['received'] = [];
  const connections: TestLiveServer['connections'] = [];
  server.on('connection', (socket, request) => {
    const token = new URL(request.url ?? '/', 'http://localhost').searchParams.get('token');
    connections.push({ token, socket });
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { event: string; data?: unknown };
      received.push(message);
      if (message.event === 'PING') socket.send(JSON.stringify({ event: 'PONG' }));
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    received,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

/** Sends one event to every socket connected (as the server's hub would). */
export function broadcast(server: TestLiveServer, event: string, data: unknown) {
  for (const { socket } of server.connections) socket.send(JSON.stringify({ event, data }));
}
