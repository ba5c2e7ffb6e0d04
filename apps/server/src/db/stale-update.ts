import { DomainError } from '@armada/domain';
import { type RawBuilder, sql } from 'kysely';

/**
 * Optimistic concurrency for PATCH (DESIGN.md, 'Data rules'). Responses carry `updated_on` with
 * milliseconds (`toZonedIso`) while PostgreSQL keeps microseconds, so the comparison is made to the
 * millisecond, and each update stores a millisecond value later than the one it replaces.
 */
export function refuseStaleUpdate(stored: Date, sent: string | undefined): void {
  if (sent === undefined) return;
  if (stored.getTime() !== Date.parse(sent)) {
    throw new DomainError('conflict/stale-update', {
      fields: [{ field: 'updated_on', code: 'invalid-value' }],
    });
  }
}

/**
 * The new `updated_on` of an update: now to the millisecond, or one millisecond past the stored value
 * when the row was already changed within this millisecond, so two saves never share a value.
 */
export function bumpedUpdatedOn(column: string): RawBuilder<Date> {
  return sql<Date>`greatest(date_trunc('milliseconds', now()), date_trunc('milliseconds', ${sql.ref(column)}) + interval '1 millisecond')`;
}
