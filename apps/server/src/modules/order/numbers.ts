import { DomainError, yearMonthInZone } from '@armada/domain';
import type { Kysely } from 'kysely';
import { withConstraintErrors } from '../../db/constraint-violation';
import { reserveCompanyNumbers } from '../../db/counters';
import type { Database } from '../../db/schema';
import { countCompanyOrders, takenNumbers } from './queries';

export const DELIVERY_ORDER_COUNTER = 'delivery_order';

/**
 * `DO-2611-00031`: year and month of creation, then the company's order counter. The counter does
 * not restart each month, so a number is unique on its counter alone and the month is for reading.
 */
export function formatDeliveryOrderNumber(value: number, yymm: string): string {
  return `DO-${yymm}-${String(value).padStart(5, '0')}`;
}

/**
 * The next `count` free order numbers of a company, in order. A company's first generated number
 * follows the orders it already has (the demo seed's DO-ANL-0001..0030 make the first one 00031),
 * and a number that some other way already took (an import) is skipped rather than reused.
 */
export async function nextDeliveryOrderNumbers(
  db: Kysely<Database>,
  companyId: number,
  count: number,
  timeZone: string,
  now = new Date(),
): Promise<string[]> {
  const yymm = yearMonthInZone(now, timeZone);
  const numbers: string[] = [];
  while (numbers.length < count) {
    const values = await reserveCompanyNumbers(
      db,
      companyId,
      DELIVERY_ORDER_COUNTER,
      count - numbers.length,
      () => countCompanyOrders(db, companyId),
    );
    const candidates = values.map((value) => formatDeliveryOrderNumber(value, yymm));
    const taken = await takenNumbers(db, companyId, candidates);
    numbers.push(...candidates.filter((candidate) => !taken.has(candidate)));
  }
  return numbers;
}

const NUMBER_CONSTRAINT = 'delivery_orders_company_number_key';

function isNumberCollision(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === NUMBER_CONSTRAINT;
}

/**
 * Runs work that generates order numbers, again if a number collided. The counter row lock makes a
 * collision impossible among our own numbers; this covers a number written behind the service's back
 * between the check and the insert, which would otherwise reach the user as a 500. A reference
 * deleted meanwhile (foreign key) becomes invalid/invalid-reference.
 */
export async function retryingNumberCollisions<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withConstraintErrors({}, work);
    } catch (error) {
      if (!isNumberCollision(error)) throw error;
      if (attempt >= attempts) throw new DomainError('conflict/duplicate');
    }
  }
}
