import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Section 2, 'Navigation rules': 'A hash in the route scrolls to the moved activity.' After a move the
 * address gets the activity's id as its hash (replacing the entry: a move is not a page), and the row
 * with that DOM id is scrolled into view; opening an address with a hash scrolls there once the
 * sequence is on screen.
 */
export function useSequenceHash(sequenceShown: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const hashId = location.hash.length > 1 ? decodeURIComponent(location.hash.slice(1)) : null;
  // A new object per move: a second move of the same row keeps the hash but still scrolls.
  const [moved, setMoved] = useState<{ activityId: string } | null>(null);

  useEffect(() => {
    const target = moved?.activityId ?? hashId;
    if (!sequenceShown || target === null) return;
    // A page opened at a hash jumps there, as a browser does to an anchor: a smooth scroll down a long
    // route would end short of its target, since the points it passes grow as they mount.
    document
      .getElementById(target)
      ?.scrollIntoView?.({ block: 'center', behavior: moved ? 'smooth' : 'instant' });
  }, [sequenceShown, hashId, moved]);

  const markMoved = useCallback(
    (activityId: string) => {
      navigate(
        { pathname: location.pathname, search: location.search, hash: encodeURIComponent(activityId) },
        { replace: true, preventScrollReset: true },
      );
      setMoved({ activityId });
    },
    [navigate, location.pathname, location.search],
  );

  return { highlightedId: hashId, markMoved };
}
