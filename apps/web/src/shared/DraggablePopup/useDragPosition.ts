import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

export interface Position {
  x: number;
  y: number;
}

/** How much of the popup stays on screen when pushed to an edge: enough to grab its header again. */
const KEEP_VISIBLE = 48;
/** Arrow keys move by this much; with Shift, four times as far. */
export const KEYBOARD_STEP = 16;

/** Keeps the popup's header inside the viewport, whatever the window or the popup's width. */
export function clampPosition(position: Position, element: HTMLElement | null): Position {
  const width = element?.offsetWidth ?? 0;
  const maxX = Math.max(0, window.innerWidth - Math.max(width, KEEP_VISIBLE));
  const maxY = Math.max(0, window.innerHeight - KEEP_VISIBLE);
  return {
    x: Math.round(Math.min(Math.max(position.x, 0), maxX)),
    y: Math.round(Math.min(Math.max(position.y, 0), maxY)),
  };
}

const ARROWS: Record<string, Position> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * The popup's position, moved by dragging its header (mouse, pen or touch through pointer events)
 * or by arrow keys on its move handle, and kept on screen when the window shrinks.
 */
export function useDragPosition(start: Position, popupRef: RefObject<HTMLElement | null>) {
  const [position, setPosition] = useState(start);
  const grab = useRef<{ pointerId: number; dx: number; dy: number } | null>(null);

  const moveTo = useCallback(
    (next: Position) => setPosition(clampPosition(next, popupRef.current)),
    [popupRef],
  );

  useEffect(() => {
    const keepOnScreen = () => setPosition((current) => clampPosition(current, popupRef.current));
    keepOnScreen();
    window.addEventListener('resize', keepOnScreen);
    return () => window.removeEventListener('resize', keepOnScreen);
  }, [popupRef]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // Buttons in the header keep their own click; only the bare header drags.
    if (event.button !== 0 || (event.target as HTMLElement).closest('button, a, input')) return;
    grab.current = {
      pointerId: event.pointerId,
      dx: event.clientX - position.x,
      dy: event.clientY - position.y,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = grab.current;
    if (!current || current.pointerId !== event.pointerId) return;
    moveTo({ x: event.clientX - current.dx, y: event.clientY - current.dy });
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (grab.current?.pointerId !== event.pointerId) return;
    grab.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };
  const onMoveKey = (event: KeyboardEvent<HTMLElement>) => {
    const direction = ARROWS[event.key];
    if (!direction) return;
    event.preventDefault();
    const step = event.shiftKey ? KEYBOARD_STEP * 4 : KEYBOARD_STEP;
    moveTo({ x: position.x + direction.x * step, y: position.y + direction.y * step });
  };

  return {
    position,
    dragHandlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
    onMoveKey,
  };
}
