import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: `step` at first, then `step` more after each batch has
 * painted, as a transition, so a 50-stop sequence (one table a point) never holds the main thread in
 * one long task and a click or a key press goes first (issue 23 item 3). At least `atLeast`: the point
 * a route hash names is on screen when the page scrolls to it.
 */
export function useRevealedCount(total: number, step: number, atLeast = 0): number {
  const [count, setCount] = useState(step);
  const shown = Math.min(total, Math.max(count, atLeast));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount(shown + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return shown;
}
