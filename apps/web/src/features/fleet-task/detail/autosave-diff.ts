/**
 * What the autosave sends (fleet-task-planning.md section 4, 'Autosave'): only the fields whose value
 * differs from what the server last answered, so a save is skipped when nothing changed. Values are
 * compared the way the server stores them: text trimmed, a blank text the same as no value, and
 * arrays as sets (compared sorted), so re-ordering a selection is not a change.
 */

type Comparable = null | boolean | number | string | Comparable[] | { [key: string]: Comparable };

function normalize(value: unknown): Comparable {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    return value.map(normalize).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => [key, normalize(inner)] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries);
  }
  return String(value);
}

/** Equal as the server would store them: trimmed text, blank = none, arrays in any order. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));
}

/**
 * The fields of `current` that differ from `saved`, leaving out `held` ones (a field the form knows
 * to be invalid, or that the server refused with this very value: sending it again would only fail
 * again). An empty object means there is nothing to save.
 */
export function autosaveDiff<T extends object>(
  saved: T,
  current: T,
  held: ReadonlySet<keyof T> = new Set(),
): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(current) as (keyof T)[]) {
    if (held.has(key)) continue;
    if (!sameValue(saved[key], current[key])) changed[key] = current[key];
  }
  return changed;
}

export function isEmptyDiff(diff: object): boolean {
  return Object.keys(diff).length === 0;
}
