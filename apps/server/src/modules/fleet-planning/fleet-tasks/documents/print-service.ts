import {
  currentLoadQuantity,
  DomainError,
  deliveryLoadTotals,
  type FleetTask,
  type FleetTaskSequence,
  fleetTaskStatusLabel,
  formatDateTime,
  formatDistance,
  formatVolume,
  formatWeight,
  type PointType,
  type SequenceActivityResponse,
  type SequencePointResponse,
  showsPrintOrder,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../../auth/guard';
import type { Database } from '../../../../db/schema';
import type { RoutingProvider } from '../../../../routing';
import { getSequence } from '../sequence/sequence-service';
import { getFleetTask } from '../task/task-service';
import {
  type PrintActivity,
  type PrintLoad,
  type PrintOrder,
  type PrintPoint,
  renderPrintOrder,
} from './pdf';
import { type PrintAddressRow, type PrintLoadRow, printAddresses, printLoads } from './pdf-data';

/**
 * GET /fleet-task/{id}/pdf: the printed order ('Surat Perintah Jalan'). The task comes from the same
 * reader as the detail page and the route from the sequence service, so the paper shows exactly what
 * the screen shows; this file turns them into Indonesian text and pdf.ts lays it out.
 */

export interface PrintedOrder {
  filename: string;
  content: Buffer;
}

const POINT_LABELS: Record<PointType, string> = {
  START: 'Titik Awal',
  DEFAULT: 'Singgah',
  END: 'Titik Akhir',
};
const ACTIVITY_LABELS = { PICKUP: 'Ambil', DROP: 'Kirim' } as const;
const DASH = '-';

/** Refused where the header hides 'print order' (section 2), after the 404 of a foreign task. */
export async function printFleetTask(
  db: Kysely<Database>,
  routing: RoutingProvider,
  auth: AuthContext,
  taskId: string,
  publicUrl: string,
): Promise<PrintedOrder> {
  const task = await getFleetTask(db, auth, taskId, publicUrl);
  if (!showsPrintOrder(task.status.name)) throw new DomainError('fleet-task/print-not-available');
  const [sequence, loads] = await Promise.all([
    getSequence(db, routing, auth, taskId),
    printLoads(db, auth.companyId, taskId),
  ]);
  const addressIds = sequence.points.flatMap((point) => (point.address ? [point.address.id] : []));
  const addresses = await printAddresses(db, auth.companyId, [...new Set(addressIds)]);
  const order = toPrintOrder({ task, sequence, loads, addresses, auth, now: new Date() });
  return { filename: `${safeFilename(task.number)}.pdf`, content: await renderPrintOrder(order) };
}

/** FO numbers are 'FO-YYMM-NNNNN'; anything else is neutralised before it reaches a header. */
const safeFilename = (name: string) => name.replace(/[^\w.-]/g, '_');

interface PrintParts {
  task: FleetTask;
  sequence: FleetTaskSequence;
  loads: PrintLoadRow[];
  addresses: PrintAddressRow[];
  auth: AuthContext;
  now: Date;
}

function toPrintOrder(parts: PrintParts): PrintOrder {
  const { task, sequence, auth } = parts;
  const timeZone = auth.user.company.time_zone;
  const when = (value: string | null) => (value ? formatDateTime(value, timeZone) : DASH);
  const loadsByOrder = groupLoads(parts.loads);
  const addressById = new Map(parts.addresses.map((row) => [row.id, row]));
  return {
    companyName: auth.user.company.name,
    number: task.number,
    status: fleetTaskStatusLabel(task.status.name, 'id'),
    shipmentReference: task.shipment_reference ?? DASH,
    printedAt: formatDateTime(parts.now, timeZone),
    vehicle: {
      plate: task.vehicle?.license_plate ?? DASH,
      type: task.vehicle?.type_name || DASH,
    },
    driver: { name: task.driver_user?.name ?? DASH, phone: task.driver_user?.phone_no ?? DASH },
    departure: { expected: when(task.expected_departure_on), actual: when(task.actual_departure_on) },
    points: sequence.points.map((point, index) => ({
      ...pointText(point, index, addressById, when),
      activities: point.activities.map((activity) => toPrintActivity(activity, loadsByOrder)),
    })),
    totals: totalsOf(sequence),
  };
}

function pointText(
  point: SequencePointResponse,
  index: number,
  addressById: Map<number, PrintAddressRow>,
  when: (value: string | null) => string,
): Omit<PrintPoint, 'activities'> {
  const address = point.address ? addressById.get(point.address.id) : undefined;
  const { hours, minutes } = point.service_time_parts;
  return {
    number: index + 1,
    type: POINT_LABELS[point.type],
    name: point.address?.name ?? DASH,
    fullAddress: address ? `${address.full_name}, ${address.city}, ${address.province}` : DASH,
    arrival: when(point.estimated_arrival_on),
    // START and END have no loading time in the schedule (domain computeSchedule), so none is printed.
    serviceTime: point.type === 'DEFAULT' ? `${hours} Jam ${minutes} Menit` : DASH,
    distance: point.distance === null ? DASH : formatDistance(point.distance),
  };
}

function toPrintActivity(
  activity: SequenceActivityResponse,
  loadsByOrder: Map<string, PrintLoadRow[]>,
): PrintActivity {
  const order = activity.delivery_order;
  return {
    orderNumber: order.is_transit ? `${order.number} (Transit)` : order.number,
    customer: order.customer.name,
    type: ACTIVITY_LABELS[activity.type],
    loads: (loadsByOrder.get(order.id) ?? []).map(toPrintLoad),
  };
}

/**
 * Each load at its current quantity (domain currentLoadQuantity), the figure the task page and the
 * order's page show, so the rows add up to the totals (issue 26 item 6).
 */
function toPrintLoad(row: PrintLoadRow): PrintLoad {
  const quantity = currentLoadQuantity(row);
  const { weight, volume } = deliveryLoadTotals({ ...row, quantity });
  return {
    product: row.product_name,
    quantity: new Intl.NumberFormat('id-ID', { maximumFractionDigits: 3 }).format(quantity),
    unit: row.uom,
    weight: formatWeight(weight),
    volume: formatVolume(volume),
  };
}

function groupLoads(rows: PrintLoadRow[]): Map<string, PrintLoadRow[]> {
  const byOrder = new Map<string, PrintLoadRow[]>();
  for (const row of rows) {
    const list = byOrder.get(row.delivery_order_id) ?? [];
    list.push(row);
    byOrder.set(row.delivery_order_id, list);
  }
  return byOrder;
}

/** The task's current load as the sequence (the task page's 'Order task' card) computed it. */
function totalsOf(sequence: FleetTaskSequence): PrintOrder['totals'] {
  return {
    weight: formatWeight(sequence.current_total_weight),
    volume: formatVolume(sequence.current_total_volume),
  };
}
