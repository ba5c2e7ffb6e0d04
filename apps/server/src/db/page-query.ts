import type { SelectQueryBuilder } from 'kysely';

/**
 * One page of a filtered query and the total it pages through (GraphQL's `pagination`), the two
 * read at once: `order` sorts the page only, the count needs no order.
 */
export async function pageAndTotal<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  order: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
  { page, show }: { page: number; show: number },
): Promise<{ rows: O[]; total: number }> {
  const [found, count] = await Promise.all([
    order(rows)
      .limit(show)
      .offset((page - 1) * show)
      .execute(),
    rows
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow() as Promise<{ count: number | string | bigint }>,
  ]);
  return { rows: found, total: Number(count.count) };
}
