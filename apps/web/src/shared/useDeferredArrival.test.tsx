import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredArrival } from './useDeferredArrival';

function renders(seen: boolean[]) {
  return function Probe({ arrived }: { arrived: boolean }) {
    seen.push(useDeferredArrival(arrived));
    return null;
  };
}

describe('useDeferredArrival', () => {
  it('shows a first answer one render late, in a render of its own after the urgent one', async () => {
    const seen: boolean[] = [];
    const Probe = renders(seen);
    const { rerender } = render(<Probe arrived={false} />);
    await act(async () => rerender(<Probe arrived />));
    // The urgent render still says 'not yet'; the deferred one that follows shows it.
    expect(seen).toEqual([false, false, true]);
  });

  it('shows what is already there when mounted at once', () => {
    const seen: boolean[] = [];
    const Probe = renders(seen);
    render(<Probe arrived />);
    expect(seen).toEqual([true]);
  });
});
