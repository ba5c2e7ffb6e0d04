import { useSyncExternalStore } from 'react';

/** How many steps the wizard shows at once: a number of steps, or all of them. */
export type VisibleSteps = number | 'all';

/**
 * The spec's breakpoints (alert-center-and-platform.md section 2, 'Step wizard'): from 640px 3 steps
 * are visible, from 1025px 6, from 1026px all. Below 640px there is room for one step only: the
 * wizard falls back to its single-status mode. Widest first, so the first match wins.
 */
export const STEP_WIZARD_BREAKPOINTS: readonly { minWidth: number; visible: VisibleSteps }[] = [
  { minWidth: 1026, visible: 'all' },
  { minWidth: 1025, visible: 6 },
  { minWidth: 640, visible: 3 },
];
export const NARROW_VISIBLE_STEPS = 1;

/** From this many items the wizard uses its long layout (labels under the icons). */
export const LONG_LAYOUT_MIN_ITEMS = 6;

const queryOf = (minWidth: number) => `(min-width: ${minWidth}px)`;

function currentVisibleSteps(): VisibleSteps {
  const match = STEP_WIZARD_BREAKPOINTS.find(({ minWidth }) => window.matchMedia(queryOf(minWidth)).matches);
  return match ? match.visible : NARROW_VISIBLE_STEPS;
}

function subscribe(onChange: () => void) {
  const lists = STEP_WIZARD_BREAKPOINTS.map(({ minWidth }) => window.matchMedia(queryOf(minWidth)));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** The visible-step window of the viewport, following it as the window is resized or rotated. */
export function useVisibleSteps(): VisibleSteps {
  return useSyncExternalStore(subscribe, currentVisibleSteps, () => 'all');
}
