import { sql } from 'kysely';

/**
 * The domain's currentLoadQuantity (delivered, else picked up, else planned) over `delivery_loads`
 * aliased `l`, for the stored and aggregated figures lists filter and sort on (a fleet task's
 * current_total_weight, a delivery order list's load_weight). Pages compute the figure with the
 * domain's deliveryOrderCurrentLoad; fleet-planning/fleet-tasks/activity/current-load.test.ts holds them together.
 */
export const currentLoadQuantitySql = sql<number>`coalesce(l.quantity_delivered, l.quantity_picked, l.quantity)`;
