import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * Whether `ref`'s element has come within `rootMargin` of the viewport; once it has, it stays so, so
 * what it gated stays mounted. The change is a transition: React renders what it mounts in slices,
 * and a click or a key press goes first. With `watch` false, or where the browser has no
 * IntersectionObserver, true at once.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  watch: boolean,
  rootMargin = '50% 0px',
): boolean {
  const [near, setNear] = useState(() => !watch || typeof IntersectionObserver === 'undefined');
  // No longer watched (the point a route hash now names): near for good, like one scrolled to.
  if (!watch && !near) setNear(true);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  return near || !watch;
}
