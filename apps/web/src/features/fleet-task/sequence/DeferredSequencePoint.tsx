import { memo, useRef } from 'react';
import { useActivityCards } from './ActivityTable';
import { PointHeading, pointShowsTable, SequencePoint, type SequencePointProps } from './SequencePoint';
import { useNearViewport } from './useNearViewport';

/**
 * The height a point takes before it is drawn (as measured in Chromium): its heading, times, service
 * time and the leg to the next point, then on a laptop its table's head and totals with a row an
 * activity, on a phone a card an activity. The page's scroll bar keeps about its length while points
 * come, and the browser's scroll anchoring keeps what is on screen in place when a point above it
 * turns out taller or shorter.
 */
function estimatedHeight(point: SequencePointProps['point'], asCards: boolean): number {
  const activities = point.activities.length;
  if (!pointShowsTable(point)) return asCards ? 185 : 110;
  return asCards ? 185 + Math.max(100, 367 * activities) : 210 + 56 * activities;
}

/**
 * A point of a long route (issue 23 item 3: "a virtualised list for all points"). Until it comes
 * within half a screen of the viewport it is only its heading in the space its table will take; then
 * the whole point mounts, and stays. So a 50-stop route mounts the few tables on screen, not 50, and
 * the others as the dispatcher scrolls to them. `defer` false mounts it at once (a short route, the
 * point a route hash names).
 */
export const DeferredSequencePoint = memo(function DeferredSequencePoint({
  defer,
  ...props
}: SequencePointProps & { defer: boolean }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder, defer);
  const asCards = useActivityCards();
  if (near) return <SequencePoint {...props} />;
  return (
    <div
      ref={placeholder}
      data-testid="sequence-point"
      aria-busy
      style={{ minHeight: estimatedHeight(props.point, asCards) }}
    >
      <PointHeading point={props.point} stopNumber={props.stopNumber} />
    </div>
  );
});
