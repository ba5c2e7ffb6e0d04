import { z } from 'zod';
import { DELIVERY_ORDER_STATUSES } from '../delivery-order';

/** Active means not switched off in master data; availability for work comes with fleet tasks. */
const activeCountSchema = z.object({ total: z.number(), active: z.number() });

export const dashboardSummarySchema = z.object({
  vehicles: activeCountSchema,
  drivers: activeCountSchema,
  garages: z.number(),
  customer_addresses: z.number(),
  delivery_orders: z.object({
    total: z.number(),
    by_status: z.array(z.object({ status: z.enum(DELIVERY_ORDER_STATUSES), count: z.number() })),
  }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
