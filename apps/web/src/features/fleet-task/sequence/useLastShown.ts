import { useRef } from 'react';

/**
 * The last value that was not null: a modal keeps showing what it was opened for while its closing
 * animation runs, instead of flashing empty text.
 */
export function useLastShown<T>(value: T | null): T | null {
  const last = useRef(value);
  if (value !== null) last.current = value;
  return last.current;
}
