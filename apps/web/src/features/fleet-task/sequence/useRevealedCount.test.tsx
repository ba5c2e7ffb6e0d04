import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRevealedCount } from './useRevealedCount';

describe('useRevealedCount', () => {
  it('renders a first batch, then every item batch by batch', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useRevealedCount(52, 6);
      seen.push(shown);
      return shown;
    });
    expect(seen[0]).toBe(6);
    await waitFor(() => expect(result.current).toBe(52));
    expect(seen.filter((count, index) => count !== seen[index - 1])).toEqual([
      6, 12, 18, 24, 30, 36, 42, 48, 52,
    ]);
  });

  it('renders at once up to the item a route hash names', () => {
    const { result } = renderHook(() => useRevealedCount(52, 6, 40));
    expect(result.current).toBe(40);
  });

  it('never counts more items than there are', () => {
    const { result } = renderHook(() => useRevealedCount(3, 6));
    expect(result.current).toBe(3);
  });
});
