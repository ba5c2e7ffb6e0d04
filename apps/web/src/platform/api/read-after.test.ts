import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './client';

/** Reading one's own writes when lists come from a replica (issue 20 item 5). */
describe('the write position a write answers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is sent back with the next requests, and nothing is sent before any write named one', async () => {
    const sent: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(new Headers(init?.headers));
        const written = init?.method === 'POST';
        return new Response(JSON.stringify({ data: {} }), {
          status: 200,
          headers: written ? { 'Content-Type': 'application/json', 'X-Write-Position': '0/16B3F28' } : {},
        });
      }),
    );
    await apiRequest('/fleet-planning/v1/fleet-task');
    await apiRequest('/fleet-planning/v1/fleet-task', { method: 'POST', body: {} });
    await apiRequest('/fleet-planning/v1/fleet-task');
    expect(sent[0]?.get('X-Read-After')).toBeNull();
    expect(sent[2]?.get('X-Read-After')).toBe('0/16B3F28');
  });
});
