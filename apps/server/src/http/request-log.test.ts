import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerWithoutTokens, redactTokenInUrl } from './request-log';

describe('request log', () => {
  it.each([
    ['/ws?token=eyJ.abc.def', '/ws?token=[hidden]'],
    ['/ws?a=1&TOKEN=eyJ.abc&b=2', '/ws?a=1&TOKEN=[hidden]&b=2'],
    ['/api/health', '/api/health'],
    ['/api/x?mytoken=1', '/api/x?mytoken=1'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactTokenInUrl(url)).toBe(logged);
  });

  it('never writes the socket token of a request into the log', async () => {
    let output = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const app = Fastify({ logger: loggerWithoutTokens({ level: 'info', stream }) });
    app.get('/ws', async () => 'ok');
    await app.inject({ method: 'GET', url: '/ws?token=rahasia-sesi-pengguna' });
    await app.close();
    expect(output).toContain('/ws?token=[hidden]');
    expect(output).not.toContain('rahasia-sesi-pengguna');
  });
});
