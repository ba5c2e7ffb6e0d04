import type { ColumnType } from 'kysely';

/** Column types every table file shares; a leaf, so the table files import it and not each other. */

/** A timestamp column: read as Date, written as Date or ISO string, defaulted by the database. */
export type CreatedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
export type Json<T> = ColumnType<T, string | undefined, string>;
