import { z } from 'zod';
import { daysInRange, MAX_REPORT_DAYS } from './rules';

/** GET /report/...: a range of calendar days in the company's time zone, both ends included. */
export const reportRangeQuerySchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .strict()
  .superRefine((range, context) => {
    const days = daysInRange(range.from, range.to);
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'to is before from' });
    else if (days > MAX_REPORT_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: `more than ${MAX_REPORT_DAYS} days` });
    }
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

const rate = z.number().nullable();

export const punctualityRowSchema = z.object({
  day: z.string(),
  departures: z.number(),
  on_time_departures: z.number(),
  departure_rate: rate,
  arrivals: z.number(),
  on_time_arrivals: z.number(),
  arrival_rate: rate,
});

const workFields = {
  tasks: z.number(),
  distance_km: z.number(),
  load_weight: z.number(),
  load_volume: z.number(),
};
export const vehicleWorkRowSchema = z.object({
  vehicle_id: z.number(),
  license_plate: z.string(),
  ...workFields,
});
export const driverWorkRowSchema = z.object({
  driver_id: z.number(),
  driver_name: z.string(),
  ...workFields,
});
export const customerLoadRowSchema = z.object({
  customer_id: z.number(),
  customer_name: z.string(),
  delivery_orders: z.number(),
  delivered_weight: z.number(),
  delivered_volume: z.number(),
});
export const driverAlertRowSchema = z.object({
  driver_id: z.number(),
  driver_name: z.string(),
  alerts: z.number(),
  urgent: z.number(),
  false_alerts: z.number(),
});

export const operationsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  punctuality: z.array(punctualityRowSchema),
  vehicles: z.array(vehicleWorkRowSchema),
  drivers: z.array(driverWorkRowSchema),
  customers: z.array(customerLoadRowSchema),
  driver_alerts: z.array(driverAlertRowSchema),
});
export type OperationsReport = z.infer<typeof operationsReportSchema>;
export type PunctualityRow = z.infer<typeof punctualityRowSchema>;
export type VehicleWorkRow = z.infer<typeof vehicleWorkRowSchema>;
export type DriverWorkRow = z.infer<typeof driverWorkRowSchema>;
export type CustomerLoadRow = z.infer<typeof customerLoadRowSchema>;
export type DriverAlertRow = z.infer<typeof driverAlertRowSchema>;

/** The dispatcher's counts (issue 26 item 10); each has a list filtered to exactly its rows. */
export const operationsDashboardSchema = z.object({
  /** Today in the company's time zone: [start, end) as ISO times with the company's offset. */
  today: z.object({ date: z.string(), start: z.string(), end: z.string() }),
  today_tasks_by_status: z.array(z.object({ status: z.string(), count: z.number() })),
  late_departures: z.number(),
  waiting_for_vendor: z.number(),
  rejected_by_vendor: z.number(),
  vehicles_without_recent_position: z.number(),
  orders_not_on_task: z.number(),
});
export type OperationsDashboard = z.infer<typeof operationsDashboardSchema>;
