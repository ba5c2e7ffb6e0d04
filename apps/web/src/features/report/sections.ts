import type {
  CustomerLoadRow,
  DriverAlertRow,
  DriverWorkRow,
  OperationsReport,
  PunctualityRow,
  VehicleWorkRow,
} from '@armada/domain';
import type { Translation } from '../../platform/i18n/id';

export type ReportColumnTitle = keyof Translation['report']['columns'];
export type ReportSectionKey = keyof Translation['report']['sections'];

/** One column of a report table: what the table shows and what the XLSX and CSV files hold. */
export interface ReportColumn<R> {
  key: string;
  /** i18n key under `report.columns`. */
  title: ReportColumnTitle;
  value: (row: R) => string | number | null;
  numeric?: boolean;
}

/** One report: its rows, table columns, and the figure its chart draws per row. */
export interface ReportSection<R> {
  key: ReportSectionKey;
  rows: (report: OperationsReport) => R[];
  rowKey: (row: R) => string;
  columns: ReportColumn<R>[];
  chart: {
    kind: 'line' | 'column';
    /** The label on the x axis. */
    label: (row: R) => string;
    /** Columns of `columns` drawn as series. */
    series: string[];
  };
}

const work = <R extends VehicleWorkRow | DriverWorkRow>(): ReportColumn<R>[] => [
  { key: 'tasks', title: 'tasks', value: (row) => row.tasks, numeric: true },
  { key: 'distance_km', title: 'distanceKm', value: (row) => row.distance_km, numeric: true },
  { key: 'load_weight', title: 'loadWeight', value: (row) => row.load_weight, numeric: true },
  { key: 'load_volume', title: 'loadVolume', value: (row) => row.load_volume, numeric: true },
];

const punctuality: ReportSection<PunctualityRow> = {
  key: 'punctuality',
  rows: (report) => report.punctuality,
  rowKey: (row) => row.day,
  columns: [
    { key: 'day', title: 'day', value: (row) => row.day },
    { key: 'departures', title: 'departures', value: (row) => row.departures, numeric: true },
    {
      key: 'on_time_departures',
      title: 'onTimeDepartures',
      value: (row) => row.on_time_departures,
      numeric: true,
    },
    { key: 'departure_rate', title: 'departureRate', value: (row) => row.departure_rate, numeric: true },
    { key: 'arrivals', title: 'arrivals', value: (row) => row.arrivals, numeric: true },
    { key: 'on_time_arrivals', title: 'onTimeArrivals', value: (row) => row.on_time_arrivals, numeric: true },
    { key: 'arrival_rate', title: 'arrivalRate', value: (row) => row.arrival_rate, numeric: true },
  ],
  chart: { kind: 'line', label: (row) => row.day.slice(5), series: ['departure_rate', 'arrival_rate'] },
};

const vehicles: ReportSection<VehicleWorkRow> = {
  key: 'vehicles',
  rows: (report) => report.vehicles,
  rowKey: (row) => String(row.vehicle_id),
  columns: [
    { key: 'license_plate', title: 'vehicle', value: (row) => row.license_plate },
    ...work<VehicleWorkRow>(),
  ],
  chart: { kind: 'column', label: (row) => row.license_plate, series: ['distance_km'] },
};

const drivers: ReportSection<DriverWorkRow> = {
  key: 'drivers',
  rows: (report) => report.drivers,
  rowKey: (row) => String(row.driver_id),
  columns: [
    { key: 'driver_name', title: 'driver', value: (row) => row.driver_name },
    ...work<DriverWorkRow>(),
  ],
  chart: { kind: 'column', label: (row) => row.driver_name, series: ['distance_km'] },
};

const customers: ReportSection<CustomerLoadRow> = {
  key: 'customers',
  rows: (report) => report.customers,
  rowKey: (row) => String(row.customer_id),
  columns: [
    { key: 'customer_name', title: 'customer', value: (row) => row.customer_name },
    { key: 'delivery_orders', title: 'deliveryOrders', value: (row) => row.delivery_orders, numeric: true },
    {
      key: 'delivered_weight',
      title: 'deliveredWeight',
      value: (row) => row.delivered_weight,
      numeric: true,
    },
    {
      key: 'delivered_volume',
      title: 'deliveredVolume',
      value: (row) => row.delivered_volume,
      numeric: true,
    },
  ],
  chart: { kind: 'column', label: (row) => row.customer_name, series: ['delivered_weight'] },
};

const driverAlerts: ReportSection<DriverAlertRow> = {
  key: 'driverAlerts',
  rows: (report) => report.driver_alerts,
  rowKey: (row) => String(row.driver_id),
  columns: [
    { key: 'driver_name', title: 'driver', value: (row) => row.driver_name },
    { key: 'alerts', title: 'alerts', value: (row) => row.alerts, numeric: true },
    { key: 'urgent', title: 'urgent', value: (row) => row.urgent, numeric: true },
    { key: 'false_alerts', title: 'falseAlerts', value: (row) => row.false_alerts, numeric: true },
  ],
  chart: { kind: 'column', label: (row) => row.driver_name, series: ['alerts'] },
};

// Each section keeps its own row type; the page only passes a section's rows back to its columns.
// biome-ignore lint/suspicious/noExplicitAny: a list of sections of different row types.
export const REPORT_SECTIONS: readonly ReportSection<any>[] = [
  punctuality,
  vehicles,
  drivers,
  customers,
  driverAlerts,
];
