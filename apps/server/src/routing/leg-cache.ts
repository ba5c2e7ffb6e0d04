import type { GeoCoordinate, RouteLeg } from './provider';

/**
 * Five decimals of a degree is about 1.1 m: finer than any address pin is accurate, coarse enough that
 * the same address always gives the same key. OSRM is asked for the rounded coordinates too, so a
 * cached leg is exactly the answer to its key.
 */
export function roundCoordinate(value: number): number {
  // Adding 0 turns -0 into 0, so '-0' never appears in a key or a URL.
  return Math.round(value * 1e5) / 1e5 + 0;
}

/** Direction matters (one-way streets), so A->B and B->A are different keys. */
export function legKey(from: GeoCoordinate, to: GeoCoordinate): string {
  const point = (p: GeoCoordinate) => `${roundCoordinate(p.latitude)},${roundCoordinate(p.longitude)}`;
  return `${point(from)};${point(to)}`;
}

/**
 * A size-bounded, least-recently-used map of legs, kept in process memory. A sequence is read far more
 * often than it changes (every view, every autosave reload), and moving one point changes only the
 * legs around it, so caching per leg rather than per sequence keeps almost every leg warm. Each entry
 * is a short key and two numbers (about 200 bytes), so 5,000 legs cost about 1 MB per server instance.
 * There is no expiry: road networks change on the scale of OSRM data updates, and a restart clears it.
 * A Map iterates in insertion order, so re-inserting on every read keeps the oldest entry first.
 */
export class LegCache {
  readonly #entries = new Map<string, RouteLeg>();
  readonly #maxEntries: number;

  constructor(maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new RangeError(`The leg cache needs a positive whole size, got ${maxEntries}`);
    }
    this.#maxEntries = maxEntries;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): RouteLeg | undefined {
    const leg = this.#entries.get(key);
    if (leg === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, leg);
    return leg;
  }

  /** Stored frozen: every reader of the key shares the object, so a change by one must fail loudly. */
  set(key: string, leg: RouteLeg): void {
    this.#entries.delete(key);
    this.#entries.set(key, Object.freeze({ ...leg }));
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}
