import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectTarget } from './root';

describe('login redirects', () => {
  it.each([
    ['/fleet-task/?page=2', '/fleet-task/?page=2'],
    [null, '/'],
    ['', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['/login?redirect=/x', '/'],
    ['/logout', '/'],
  ])('follows %j to %j', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it('keeps path, query and hash of the target, and nothing for the home page', () => {
    expect(loginPathFor({ pathname: '/delivery/', search: '?q=1', hash: '#x' })).toBe(
      '/login?redirect=%2Fdelivery%2F%3Fq%3D1%23x',
    );
    expect(loginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/login');
  });
});
