import type {
  ActivityAttachment,
  ActivityProof,
  DeliveryLoadResponse,
  FleetTask,
  HistoryLogRow,
  SequenceActivityResponse,
  SequencePointResponse,
} from '@armada/domain';
import { buildTask, historyEvent, withStatus } from './fleet-task.factory';

/** Shapes as the API answers them (sequence, attachment, proof, load), for the activity modals' tests. */

export const TASK_ID = '7d0c5a52-3f5e-4c1a-9c55-0a1b2c3d4e5f';
export const POINT_ID = '0b6a1c2d-1111-4a5b-8c9d-000000000001';
export const PICKUP_ID = 'a1a1a1a1-2222-4a5b-8c9d-000000000001';
export const DROP_ID = 'a1a1a1a1-2222-4a5b-8c9d-000000000002';
export const ORDER_ID = '5f1e2d3c-0000-4000-8000-00000000000a';
export const ORDER_NUMBER = 'DO-2611-00031';

export const ACTIVITY_BASE = `/fleet-planning/v1/fleet-task/${TASK_ID}/point/${POINT_ID}/activity`;
export const PROOF_PATH = `/fleet-planning/v1/fleet-task/${TASK_ID}/delivery-order/${ORDER_ID}/activity`;
export const LOADS_PATH = `/order/v1/delivery-order/${ORDER_ID}/load?limit=1000&page=1`;

/** A task on its way, departed at 08:00 company time on 21 Nov 2026. */
export function startedTask(overrides: Partial<FleetTask> = {}): FleetTask {
  return {
    ...withStatus(buildTask({ id: TASK_ID }), 'STARTED', ['DRAFT', 'SCHEDULED', 'STARTED']),
    actual_departure_on: '2026-11-21T08:00:00.000+07:00',
    ...overrides,
  };
}

export function buildActivity(overrides: Partial<SequenceActivityResponse> = {}): SequenceActivityResponse {
  return {
    id: PICKUP_ID,
    type: 'PICKUP',
    status: { raw_type: 'UNCOMPLETED' },
    transit_leg: null,
    completed_on: null,
    contact_person_name: null,
    note: null,
    movements: [],
    menu: ['complete', 'remove'],
    delivery_order: {
      id: ORDER_ID,
      number: ORDER_NUMBER,
      shipment_type: 'DIRECT',
      is_transit: false,
      shipment_number: 'SHP-001',
      reference_number: null,
      external_reference_number: null,
      customer: { name: 'PT Sinar Jaya' },
      current_total_weight: 120,
      current_total_volume: 1.5,
      is_adjusted: false,
      load_count: 2,
      is_from_vendor_request: false,
      expected_pickup_on: null,
      expected_delivered_on: null,
    },
    ...overrides,
  };
}

export function buildPoint(activity: SequenceActivityResponse): SequencePointResponse {
  return {
    id: POINT_ID,
    type: 'DEFAULT',
    address: { id: 11, name: 'Gudang Sinar Jaya', city: 'Bekasi', latitude: -6.24, longitude: 106.99 },
    estimated_arrival_on: '2026-11-21T09:00:00.000+07:00',
    estimated_departure_on: '2026-11-21T09:30:00.000+07:00',
    service_time: 'PT30M',
    service_time_parts: { hours: 0, minutes: 30 },
    distance: 12000,
    activities: [activity],
  };
}

export function buildPhoto(index: number, overrides: Partial<ActivityAttachment> = {}): ActivityAttachment {
  const id = `c0c0c0c0-3333-4a5b-8c9d-00000000000${index}`;
  return {
    id,
    type: 'photo',
    url: `/api/fleet-planning/v1/attachment/${id}/photo?expires=1800000000&signature=abc`,
    content_type: 'image/jpeg',
    size_bytes: 2048,
    file_name: `foto-${index}.jpg`,
    in_proof: false,
    created_on: '2026-11-21T09:05:00.000+07:00',
    ...overrides,
  };
}

export function buildProof(overrides: Partial<ActivityProof> = {}): ActivityProof {
  return {
    id: PICKUP_ID,
    type: 'PICKUP',
    status: { raw_type: 'COMPLETED' },
    transit_leg: null,
    completed_on: '2026-11-21T09:10:00.000+07:00',
    contact_person_name: 'Rudi Hartono',
    note: 'Barang diterima lengkap',
    completed_by: { id: 1, name: 'Budi Santoso' },
    point: { id: POINT_ID, address: { id: 11, name: 'Gudang Sinar Jaya', city: 'Bekasi' } },
    delivery_order: { id: ORDER_ID, number: ORDER_NUMBER },
    attachments: [buildPhoto(1, { in_proof: true }), buildPhoto(2, { in_proof: true })],
    ...overrides,
  };
}

export function buildLoad(
  index: number,
  overrides: Partial<DeliveryLoadResponse> = {},
): DeliveryLoadResponse {
  return {
    id: `d0d0d0d0-4444-4a5b-8c9d-00000000000${index}`,
    product: { id: index, name: `Semen Gresik ${index}`, product_type: { id: 1, name: 'Bahan Bangunan' } },
    quantity: 10,
    uom: 'Sak',
    conversion_weight_value: 40,
    conversion_volume_value: 0.03,
    total_weight: 400,
    total_volume: 0.3,
    quantity_picked: 10,
    quantity_delivered: null,
    weight_picked: 400,
    volume_picked: 0.3,
    weight_delivered: null,
    volume_delivered: null,
    is_adjusted_picked: false,
    is_adjusted_delivered: false,
    note: null,
    created_on: '2026-11-20T09:00:00.000+07:00',
    updated_on: '2026-11-20T09:00:00.000+07:00',
    ...overrides,
  };
}

export const listAnswer = <T>(rows: T[]) => ({
  data: { paginated_result: rows, ids: rows.map((_, index) => index) },
  metadata: { page: 1, limit: 1000, total_count: rows.length },
});

/** A file whose first bytes are a JPEG's, of the given size. */
export function jpegFile(size: number, name = 'foto.jpg'): File {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
}

export const LONG_REASON =
  'Dua sak semen pecah saat bongkar muat di gudang karena palet rusak dan terkena hujan deras sore hari';
export const LOG_PATH = `/order/v1/delivery-order/${ORDER_ID}/log?`;

/** A load change as the order's log answers it: one picked-up change of two loads. */
export function logRow(overrides: Partial<HistoryLogRow> = {}): HistoryLogRow {
  return {
    ...historyEvent({
      id: 'log-1',
      event: 'FleetPlanning.DeliveryLoadUpdatedPicked',
      title: 'Kuantitas muatan pengambilan diubah',
      created_on: '2026-11-21T10:05:00.123+07:00',
      clickable: true,
      clickable_title: 'Lihat Perubahan',
    }),
    delivery_order_uuid: ORDER_ID,
    created_by: { id: 2, name: 'Dewi Lestari' },
    details: [
      {
        delivery_load_uuid: 'd0d0d0d0-4444-4a5b-8c9d-000000000001',
        product_name: 'Semen Gresik 40 Kg',
        product_type_name: 'Bahan Bangunan',
        uom: 'Sak',
        old_qty: 10,
        new_qty: 8,
        reason: LONG_REASON,
      },
      {
        delivery_load_uuid: 'd0d0d0d0-4444-4a5b-8c9d-000000000002',
        product_name: 'Cat Tembok Putih',
        product_type_name: 'Cat',
        uom: 'Kaleng',
        old_qty: 4,
        new_qty: 5,
        reason: 'Tambahan',
      },
    ],
    ...overrides,
  };
}
